// The player's page of a role game (issue 20; docs/PROTOCOL.md, "Phones").
// One WebSocket to the moderator's laptop carries the LAN protocol's messages
// as JSON. The page shows what the host sends this seat and nothing else;
// every check is the host's. Texts in English, Simplified and Traditional
// Chinese (en, zh, tw; the button cycles through them); no framework.
"use strict";

const T = {
  en: {
    title: "Qiyuan · Role game", lang: "中文", online: "online", offline: "offline", connecting: "connecting…",
    joinTitle: "Join the game", room: "Room code", name: "Your name (as on the moderator's list)", join: "Join",
    host: "Moderator: {0}", needCode: "Enter the 6-digit room code.", needName: "Enter your name.",
    lobbyTitle: "Waiting for a seat", lobbyText: "You are in as “{0}”. The moderator will give you your seat.",
    seat: "Seat #{0} · {1}", seatNo: "#{0}", alive: "Alive", dead: "Dead", roleMore: "What my role does",
    notDealt: "The moderator has not dealt the roles yet.",
    night: "Night {0}", nightNone: "You have no action tonight. Keep your eyes closed.",
    nightDead: "You are dead: you have no action.", nightClosed: "Night {0} is over.",
    chooseAction: "1. Choose your action", chooseTarget: "2. Choose a player", chooseScreen: "3. Choose the screen",
    submit: "Submit", change: "Submit the change", sending: "Sending…", confirmed: "✓ Confirmed by the moderator's laptop",
    editable: "You may change it until the moderator closes the night.", submitted: "Submitted:", withdraw: "Withdraw",
    noTarget: "(no target)", dayTitle: "Day {0}: the vote", vote: "Vote", abstain: "Abstain",
    myVote: "✓ Your vote: {0}", abstained: "✓ You abstain", noVoteYet: "You have not voted.", deadNoVote: "The dead do not vote.",
    tally: "Votes so far ({0} voters):", tallyClosed: "The votes ({0} voters):",
    voteCount: "{0} of {1} have voted", voteHidden: "Who voted for whom is shown when all have voted.",
    voteClosed: "The vote is closed.", connected: "connected", connectedCount: "{0} of {1} connected", dawnTitle: "Announcements", older: "Earlier announcements",
    roster: "Players", you: " (you)", over: "The game is over: {0}", draw: "a draw", wins: "{0} wins",
    released: "The moderator gave your seat to someone else.", badToken: "Your seat link is no longer valid: join with the room code.",
    lockedOut: "Too many wrong codes from this phone. Wait a minute, then try again.", tryAgain: "Try again",
    reconnecting: "Connection lost: reconnecting…", seatTaken: "That seat already has a player. Ask the moderator.",
    badCode: "Wrong room code.",
    veil: "Hold to see your role (or tap: it hides again after {0} s)", veilShown: "Tap to hide your role",
    privateVeiled: "{0} for you alone: shown with your role.", privateNote: "A note", privateNotes: "{0} notes",
    badMessage: "The moderator's laptop did not understand this phone's last message. Reload the page if it happens again.",
    wrongSeat: "That is not this phone's seat. Ask the moderator.",
    phase: { night: "Night {0}", day: "Day {0}", promotion: "Promotion", override: "Moderator's ruling" },
    speaking: "Speaking: {0}", yourTurn: "Your turn to speak", nextSpeaker: "Next: {0}", paused: "paused",
    nightTimer: "Time for night entries", timeUp: "Time is up", nightTimeUp: "Time is up: the moderator decides.",
    timerLeft: "{0} left",
  },
  zh: {
    title: "棋苑 · 版杀", lang: "繁體", online: "在线", offline: "离线", connecting: "连接中…",
    joinTitle: "加入游戏", room: "房间码", name: "你的名字（与法官名单一致）", join: "加入",
    host: "法官：{0}", needCode: "请输入 6 位房间码。", needName: "请输入名字。",
    lobbyTitle: "等待入座", lobbyText: "你以“{0}”加入。法官会为你安排座位。",
    seat: "{0} 号 · {1}", seatNo: "{0}号", alive: "存活", dead: "已出局", roleMore: "我的身份能做什么",
    notDealt: "法官还没有发身份。",
    night: "第 {0} 夜", nightNone: "今晚你没有行动，请闭眼。",
    nightDead: "你已出局，没有行动。", nightClosed: "第 {0} 夜已结束。",
    chooseAction: "1. 选择行动", chooseTarget: "2. 选择玩家", chooseScreen: "3. 选择炮架",
    submit: "提交", change: "提交修改", sending: "发送中…", confirmed: "✓ 法官电脑已确认",
    editable: "法官结束夜晚之前，你可以修改。", submitted: "已提交：", withdraw: "撤回",
    noTarget: "（无目标）", dayTitle: "第 {0} 天：投票", vote: "投票", abstain: "弃票",
    myVote: "✓ 你投了：{0}", abstained: "✓ 你弃票", noVoteYet: "你还没有投票。", deadNoVote: "出局者不能投票。",
    tally: "当前票数（{0} 人已投）：", tallyClosed: "投票结果（{0} 人投票）：",
    voteCount: "已投票 {0} / {1} 人", voteHidden: "全部投完后才显示谁投了谁。",
    voteClosed: "投票已结束。", connected: "已连接", connectedCount: "已连接 {0} / {1} 人", dawnTitle: "公告", older: "之前的公告",
    roster: "玩家", you: "（你）", over: "游戏结束：{0}", draw: "平局", wins: "{0}胜",
    released: "法官把你的座位给了别人。", badToken: "你的座位链接已失效：请用房间码加入。",
    lockedOut: "此手机输错次数太多。请等一分钟再试。", tryAgain: "重试",
    reconnecting: "连接中断：正在重连…", seatTaken: "该座位已有玩家。请问法官。",
    badCode: "房间码错误。",
    veil: "按住查看身份（或轻点：{0} 秒后自动隐藏）", veilShown: "轻点隐藏身份",
    privateVeiled: "有 {0} 条只给你的消息：查看身份时显示。",
    badMessage: "法官电脑没有看懂这部手机刚发的消息。若再次出现，请刷新页面。",
    wrongSeat: "这不是这部手机的座位。请问法官。",
    phase: { night: "第 {0} 夜", day: "第 {0} 天", promotion: "升变", override: "法官裁定" },
    speaking: "发言：{0}", yourTurn: "轮到你发言", nextSpeaker: "下一位：{0}", paused: "已暂停",
    nightTimer: "夜间提交时间", timeUp: "时间到", nightTimeUp: "时间到：由法官决定。",
    timerLeft: "还剩 {0}",
  },
  // zh_TW: generated by scripts/zh-tw.py --js from zh (do not edit)
  tw: {
    title: "棋苑 · 版殺", lang: "EN", online: "線上", offline: "離線", connecting: "連線中…",
    joinTitle: "加入遊戲", room: "房間碼", name: "你的名字（與法官名單一致）", join: "加入",
    host: "法官：{0}", needCode: "請輸入 6 位房間碼。", needName: "請輸入名字。",
    lobbyTitle: "等待入座", lobbyText: "你以「{0}」加入。法官會為你安排座位。",
    seat: "{0} 號 · {1}", seatNo: "{0}號", alive: "存活", dead: "已出局", roleMore: "我的身份能做什麼",
    notDealt: "法官還沒有發身份。",
    night: "第 {0} 夜", nightNone: "今晚你沒有行動，請閉眼。",
    nightDead: "你已出局，沒有行動。", nightClosed: "第 {0} 夜已結束。",
    chooseAction: "1. 選擇行動", chooseTarget: "2. 選擇玩家", chooseScreen: "3. 選擇炮架",
    submit: "提交", change: "提交修改", sending: "傳送中…", confirmed: "✓ 法官電腦已確認",
    editable: "法官結束夜晚之前，你可以修改。", submitted: "已提交：", withdraw: "撤回",
    noTarget: "（無目標）", dayTitle: "第 {0} 天：投票", vote: "投票", abstain: "棄票",
    myVote: "✓ 你投了：{0}", abstained: "✓ 你棄票", noVoteYet: "你還沒有投票。", deadNoVote: "出局者不能投票。",
    tally: "目前票數（{0} 人已投）：", tallyClosed: "投票結果（{0} 人投票）：",
    voteCount: "已投票 {0} / {1} 人", voteHidden: "全部投完後才顯示誰投了誰。",
    voteClosed: "投票已結束。", connected: "已連線", connectedCount: "已連線 {0} / {1} 人", dawnTitle: "公告", older: "之前的公告",
    roster: "玩家", you: "（你）", over: "遊戲結束：{0}", draw: "平局", wins: "{0}勝",
    released: "法官把你的座位給了別人。", badToken: "你的座位連結已失效：請用房間碼加入。",
    lockedOut: "此手機輸錯次數太多。請等一分鐘再試。", tryAgain: "重試",
    reconnecting: "連線中斷：正在重連…", seatTaken: "該座位已有玩家。請問法官。",
    badCode: "房間碼錯誤。",
    veil: "按住檢視身份（或輕點：{0} 秒後自動隱藏）", veilShown: "輕點隱藏身份",
    privateVeiled: "有 {0} 條只給你的訊息：檢視身份時顯示。",
    badMessage: "法官電腦沒有看懂這部手機剛發的訊息。若再次出現，請重新整理頁面。",
    wrongSeat: "這不是這部手機的座位。請問法官。",
    phase: { night: "第 {0} 夜", day: "第 {0} 天", promotion: "升變", override: "法官裁定" },
    speaking: "發言：{0}", yourTurn: "輪到你發言", nextSpeaker: "下一位：{0}", paused: "已暫停",
    nightTimer: "夜間提交時間", timeUp: "時間到", nightTimeUp: "時間到：由法官決定。",
    timerLeft: "還剩 {0}",
  },
  // zh_TW: end
};

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const room = (params.get("room") || "").replace(/\D/g, "").slice(0, 6);
const storeKey = "qiyuan.seat." + room;

const Languages = ["en", "zh", "tw"];
// Taiwan's, Hong Kong's and Macao's readers, and the Traditional script, read tw.
function browserLanguage() {
  const l = (navigator.language || "").toLowerCase();
  if (!l.startsWith("zh")) return "en";
  return /hant|-tw|-hk|-mo/.test(l) ? "tw" : "zh";
}
let lang = localStorage.getItem("qiyuan.lang") || browserLanguage();
if (Languages.includes(params.get("lang"))) lang = params.get("lang");
if (!Languages.includes(lang)) lang = "en";
const chinese = () => lang !== "en";

const app = {
  ws: null, online: false, welcome: null, view: "connecting", st: null, seat: 0, token: "",
  wantJoin: false, lobbyName: "", notice: "", joinError: "", lockedOut: false, retry: 0,
  sel: { verb: "", target: 0, screen: 0 }, nightStatus: "", nightStatusOk: false, voteStatus: "",
  revealed: false, // the role shown (held or tapped); covered again after RevealSeconds
};
const RevealSeconds = 5;
let hideTimer = 0, holdStart = 0;
// Every message this page received, as text: the tests read what a phone was sent.
window.qiyuanReceived = [];

function t(key, ...args) {
  let s = T[lang][key];
  if (s === undefined) s = T.en[key] || key;
  return s.replace(/\{(\d)\}/g, (_, i) => String(args[+i]));
}
// A text the host sent in each language ({en, zh, tw}); an older host sends no tw.
function both(x) { return x ? (x[lang] || (lang === "tw" && x.zh) || x.en || "") : ""; }
function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else if (k === "testid") e.dataset.testid = v;
    else if (k === "onclick") e.addEventListener("click", v);
    else if (k === "disabled") e.disabled = !!v;
    else e.setAttribute(k, v);
  }
  for (const kid of kids) if (kid !== null && kid !== undefined) e.append(kid);
  return e;
}

// ---- the saved seat ----
function loadSeat() {
  try { return JSON.parse(localStorage.getItem(storeKey) || "null"); } catch (e) { return null; }
}
function saveSeat(seat, token) { localStorage.setItem(storeKey, JSON.stringify({ seat, token })); }
function forgetSeat() { localStorage.removeItem(storeKey); app.token = ""; app.seat = 0; }

{
  const urlToken = params.get("token");
  if (urlToken && /^[0-9a-f]{32}$/.test(urlToken)) {
    app.token = urlToken;
    saveSeat(+params.get("seat") || 0, urlToken);
    // The token leaves the address bar (a screenshot must not give the seat away); it stays in the storage.
    history.replaceState(null, "", location.pathname + "?room=" + room);
  } else {
    const saved = loadSeat();
    if (saved && saved.token) app.token = saved.token;
  }
}

// ---- the connection ----
function send(m) { if (app.ws && app.ws.readyState === 1) app.ws.send(JSON.stringify(m)); }

function connect() {
  if (app.lockedOut) return;
  const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
  app.ws = ws;
  ws.onopen = () => {
    app.retry = 0;
    app.notice = "";
    send({ t: "hello", magic: "QIYUAN-LAN", protocol: 1, app: "web" });
  };
  ws.onmessage = (ev) => {
    window.qiyuanReceived.push(ev.data);
    let m;
    try { m = JSON.parse(ev.data); } catch (e) { return; }
    receive(m);
    render();
  };
  ws.onclose = () => {
    if (app.ws !== ws) return;
    app.online = false;
    app.ws = null;
    if (app.lockedOut) { render(); return; }
    if (app.token) app.notice = t("reconnecting");
    render();
    // A hidden page (a sleeping phone, a tab behind another) comes back when shown:
    // two tabs with the same seat never take it from each other in turn.
    if (document.visibilityState !== "visible") return;
    app.retry = Math.min(app.retry + 1, 5);
    setTimeout(connect, 400 * app.retry);
  };
}

function sendJoin() {
  if (app.token) send({ t: "join", token: app.token });
  else if (app.wantJoin) send({ t: "join", code: $("join-room").value.trim(), name: $("join-name").value.trim() });
}

function receive(m) {
  const st = app.st;
  switch (m.t) {
  case "welcome":
    app.online = true;
    app.welcome = m;
    app.view = "join";
    sendJoin();
    break;
  case "seated":
    app.seat = m.seat; app.token = m.token; app.st = m.state; app.view = "seat"; app.notice = ""; app.joinError = "";
    saveSeat(m.seat, m.token);
    app.nightStatus = ""; app.voteStatus = "";
    break;
  case "lobby":
    app.view = "lobby"; app.lobbyName = m.name; app.notice = ""; app.joinError = "";
    break;
  case "watching": case "state":
    app.st = m.state;
    break;
  case "night":
    if (!st) break;
    st.night = { open: true, number: m.number, form: m.form, submitted: [] };
    if (st.day) st.day.open = false;
    app.sel = { verb: "", target: 0, screen: 0 }; app.nightStatus = "";
    break;
  case "accepted":
    if (!st) break;
    st.night.submitted = m.submitted || [];
    app.nightStatus = m.action ? t("confirmed") : ""; app.nightStatusOk = true;
    // The form keeps showing what was accepted; a withdrawal clears it.
    app.sel = m.action ? { verb: m.action.verb, target: m.action.target || 0, screen: m.action.screen || 0 }
                       : { verb: "", target: 0, screen: 0 };
    break;
  case "day":
    if (!st) break;
    st.day = { open: true, number: m.number, public: m.public, myVote: -1, tally: [] };
    if (m.hidden) Object.assign(st.day, { hidden: true, closed: false, voted: m.voted, living: m.living });
    app.voteStatus = "";
    break;
  case "voted":
    if (st && st.day) st.day.myVote = m.target;
    app.voteStatus = "";
    break;
  case "votes":
    if (st && st.day) { st.day.tally = m.tally; st.day.voters = m.voters; if (m.closed) st.day.closed = true; }
    break;
  case "vote-count": // a hidden vote: how many, never who
    if (st && st.day) { st.day.voted = m.voted; st.day.living = m.living; }
    break;
  case "presence": // who is connected now
    if (st) for (const p of st.players || []) p.connected = (m.connected || []).includes(p.seat);
    break;
  case "phase":
    if (!st) break;
    st.phases = (st.phases || []).concat([m.phase]);
    st.players = m.players; st.nights = m.nights; st.days = m.days; st.over = m.over; st.winner = m.winner;
    if (m.phase.kind === "night") st.night = { open: false, number: m.nights };
    if (m.phase.kind === "day") st.day = { open: false, number: m.days };
    break;
  case "private":
    if (st) st.messages = (st.messages || []).concat([{ index: m.index, text: m.text }]);
    break;
  case "you":
    if (st) st.you = m.you;
    break;
  case "timer":
    onTimer(m);
    break;
  case "error":
    onError(m);
    break;
  }
}

function onError(m) {
  const text = (lang === "tw" && m.textTw) || (chinese() && m.textZh) || m.text;
  switch (m.code) {
  case "bad-token":
    forgetSeat(); app.view = "join"; app.joinError = t("badToken"); break;
  case "released":
    forgetSeat(); app.view = "join"; app.st = null; app.joinError = t("released"); break;
  case "locked-out":
    app.lockedOut = true; app.view = "join"; app.joinError = t("lockedOut"); break;
  case "bad-code":
    app.view = "join"; app.joinError = t("badCode"); break;
  case "bad-message": case "bad-frame": case "unknown-message":
    app.notice = t("badMessage"); break;
  case "wrong-seat":
    app.notice = t("wrongSeat"); break;
  case "seat-taken":
    app.view = "join"; app.joinError = t("seatTaken"); break;
  case "illegal-action": case "no-night":
    app.nightStatus = text; app.nightStatusOk = false; break;
  case "illegal-vote": case "no-vote":
    app.voteStatus = text; break;
  default:
    app.notice = text;
  }
}

// ---- what the player does ----
function join() {
  const code = $("join-room").value.trim(), name = $("join-name").value.trim();
  if (!/^\d{6}$/.test(code)) { app.joinError = t("needCode"); render(); return; }
  if (!name) { app.joinError = t("needName"); render(); return; }
  localStorage.setItem("qiyuan.name", name);
  app.wantJoin = true; app.joinError = "";
  if (app.lockedOut) { app.lockedOut = false; connect(); return; }
  if (app.ws && app.ws.readyState === 1) sendJoin(); else if (!app.ws) connect();
}

function submitNight() {
  const s = app.sel;
  const m = { t: "night-action", verb: s.verb };
  if (s.target) m.target = s.target;
  if (s.screen) m.screen = s.screen;
  send(m);
  app.nightStatus = t("sending"); app.nightStatusOk = false;
  render();
}

function playerLabel(seat) {
  if (seat === 0) return t("abstain");
  const p = ((app.st && app.st.players) || []).find((q) => q.seat === seat);
  return t("seatNo", seat) + (p && p.name ? " " + p.name : "");
}

// ---- drawing ----
function show(id, on) { $(id).hidden = !on; }

function render() {
  document.documentElement.lang = { en: "en", zh: "zh-CN", tw: "zh-TW" }[lang];
  document.title = t("title");
  $("title").textContent = t("title");
  $("lang").textContent = t("lang");
  const conn = $("conn");
  conn.textContent = app.online ? t("online") : (app.ws ? t("connecting") : t("offline"));
  conn.classList.toggle("on", app.online);
  $("notice").textContent = app.notice;
  show("notice", !!app.notice);
  show("join", app.view === "join");
  show("lobby", app.view === "lobby");
  show("seat", app.view === "seat");
  renderJoin();
  if (app.view === "lobby") {
    $("lobby-title").textContent = t("lobbyTitle");
    $("lobby-text").textContent = t("lobbyText", app.lobbyName);
  }
  if (app.view === "seat") renderSeat();
  renderTimer();
}

function renderJoin() {
  $("join-title").textContent = t("joinTitle");
  $("join-room-label").textContent = t("room");
  $("join-name-label").textContent = t("name");
  $("join-button").textContent = app.lockedOut ? t("tryAgain") : t("join");
  $("join-host").textContent = app.welcome ? t("host", app.welcome.host) : "";
  $("join-error").textContent = app.joinError;
}

function renderSeat() {
  const st = app.st || {};
  const you = st.you;
  renderRosterTitle(st);
  $("role-more-label").textContent = t("roleMore");
  const me = $("me");
  const veil = $("veil");
  if (!st.started || !you) {
    $("me-seat").textContent = t("notDealt");
    $("role-name").textContent = "";
    $("me-alive").hidden = true;
    veil.hidden = true;
    show("role-secret", false);
    me.className = "card role";
  } else {
    $("me-seat").textContent = t("seat", you.seat, you.name || "");
    $("role-name").textContent = both(you.roleName);
    $("role-name").dataset.role = you.role;
    $("me").dataset.seat = String(you.seat);
    $("role-camp").textContent = capital(both(you.campName));
    // Covered, the card has no camp colour either: nothing on the resting screen tells the role.
    me.className = "card role" + (app.revealed ? " camp-" + you.camp : " veiled");
    const alive = $("me-alive");
    alive.hidden = false;
    alive.textContent = you.alive ? t("alive") : t("dead");
    alive.className = "badge" + (you.alive ? "" : " dead");
    $("role-more").hidden = !both(you.roleText);
    $("role-text").textContent = both(you.roleText);
    veil.hidden = false;
    veil.textContent = app.revealed ? t("veilShown") : t("veil", RevealSeconds);
    veil.setAttribute("aria-pressed", app.revealed ? "true" : "false");
    show("role-secret", app.revealed);
  }
  renderOver(st);
  renderNight(st);
  renderDay(st);
  renderDawn(st);
  renderRoster(st);
}

// English camp names start with a capital ("Red wins", "Black").
function capital(s) { return lang === "en" && s ? s.charAt(0).toUpperCase() + s.slice(1) : s; }

// Showing the role: held (hidden when let go) or tapped (hidden after RevealSeconds or another tap).
function reveal(on, forSeconds) {
  clearTimeout(hideTimer);
  app.revealed = on;
  if (on && forSeconds) hideTimer = setTimeout(() => reveal(false), forSeconds * 1000);
  render();
}

function renderOver(st) {
  show("over", !!st.over);
  if (!st.over) return;
  let who = t("draw");
  if (st.winner && st.winner !== "draw") {
    const p = (st.players || []).find((q) => q.camp === st.winner && q.campName);
    const name = capital(p ? both(p.campName) : (st.you && st.you.camp === st.winner ? both(st.you.campName) : st.winner));
    who = t("wins", name);
  }
  $("over").textContent = t("over", who);
}

function choiceButton(label, sub, selected, testid, onclick) {
  return el("button", { type: "button", class: selected ? "sel" : "", testid, onclick, "aria-pressed": selected ? "true" : "false" },
    label, sub ? el("small", null, sub) : null);
}

function renderNight(st) {
  const night = st.night || {};
  const you = st.you;
  const body = $("night-body");
  body.replaceChildren();
  show("night", !!(st.started && (night.open || night.number > 0)));
  if (!night.open) {
    $("night-title").textContent = night.number > 0 ? t("nightClosed", night.number) : "";
    show("night", false);
    return;
  }
  $("night-title").textContent = t("night", night.number);
  if (you && !you.alive) { body.append(el("p", { class: "dim", testid: "night-none" }, t("nightDead"))); return; }
  const options = (night.form && night.form.options) || [];
  if (!options.length) { body.append(el("p", { class: "dim", testid: "night-none" }, t("nightNone"))); return; }
  const sel = app.sel;
  if (!options.some((o) => o.verb === sel.verb)) { sel.verb = options.length === 1 ? options[0].verb : ""; sel.target = 0; sel.screen = 0; }
  body.append(el("p", { class: "step" }, t("chooseAction")));
  const verbs = el("div", { class: "verbs" });
  for (const o of options)
    verbs.append(choiceButton(both(o.verbName), null, sel.verb === o.verb, "night-option-" + o.verb,
      () => { sel.verb = o.verb; sel.target = 0; sel.screen = 0; app.nightStatus = ""; render(); }));
  body.append(verbs);
  const opt = options.find((o) => o.verb === sel.verb);
  let complete = !!opt;
  if (opt && opt.needsTarget) {
    body.append(el("p", { class: "step" }, t("chooseTarget")));
    const grid = el("div", { class: "choices", testid: "night-targets" });
    for (const id of opt.targets)
      grid.append(targetButton(id, sel.target === id, "target-" + id, () => { sel.target = id; app.nightStatus = ""; render(); }));
    body.append(grid);
    complete = complete && opt.targets.includes(sel.target);
  }
  if (opt && opt.screens && opt.screens.length) {
    body.append(el("p", { class: "step" }, t("chooseScreen")));
    const grid = el("div", { class: "choices", testid: "night-screens" });
    for (const id of opt.screens)
      grid.append(targetButton(id, sel.screen === id, "screen-" + id, () => { sel.screen = id; app.nightStatus = ""; render(); }));
    body.append(grid);
    complete = complete && opt.screens.includes(sel.screen);
  }
  const submitted = night.submitted || [];
  // Sending again what was accepted changes nothing: the button waits for another choice.
  const same = submitted.some((a) => a.verb === sel.verb && (a.target || 0) === sel.target && (a.screen || 0) === sel.screen);
  // The choice so far and Submit stay at the bottom of the screen however long the grids are.
  let current = opt ? both(opt.verbName) : "";
  if (opt && opt.needsTarget) current += " → " + (sel.target ? playerLabel(sel.target) : "…");
  if (opt && opt.screens && opt.screens.length) current += " / " + (sel.screen ? playerLabel(sel.screen) : "…");
  body.append(el("div", { class: "sendbar", testid: "night-sendbar" },
    el("p", { class: "current", testid: "night-current" }, current),
    el("button", { type: "button", class: "primary", testid: "night-submit", disabled: !complete || same, onclick: submitNight },
      submitted.length ? t("change") : t("submit")),
    el("p", { class: "status" + (app.nightStatusOk ? " ok" : app.nightStatus ? " bad" : ""), testid: "night-status", role: "status" }, app.nightStatus)));
  if (submitted.length) {
    const list = el("ul", { class: "entries", testid: "night-submitted" });
    for (const a of submitted) {
      const o = options.find((q) => q.verb === a.verb);
      let text = (o ? both(o.verbName) : a.verb) + " → " + (a.target ? playerLabel(a.target) : t("noTarget"));
      if (a.screen) text += " / " + playerLabel(a.screen);
      list.append(el("li", { "data-verb": a.verb, "data-target": String(a.target || 0) }, el("span", null, "✓ " + text),
        el("button", { type: "button", testid: "withdraw-" + a.verb, onclick: () => { send({ t: "night-withdraw", verb: a.verb }); } }, t("withdraw"))));
    }
    body.append(el("p", { class: "dim" }, t("submitted")), list, el("p", { class: "dim" }, t("editable")));
  }
}

function targetButton(id, selected, testid, onclick) {
  const p = ((app.st && app.st.players) || []).find((q) => q.seat === id);
  return choiceButton(t("seatNo", id), p ? p.name : "", selected, testid, onclick);
}

function renderDay(st) {
  const day = st.day || {};
  const body = $("day-body");
  body.replaceChildren();
  show("day", !!day.open);
  if (!day.open) return;
  $("day-title").textContent = t("dayTitle", day.number);
  const you = st.you;
  if (you && !you.alive) { body.append(el("p", { class: "dim" }, t("deadNoVote"))); renderVoteCount(day, body); renderTally(day, body); return; }
  const closed = day.hidden && day.closed;
  // The count first: with 32 players the grid would push it off the screen.
  renderVoteCount(day, body);
  if (!closed) {
    const grid = el("div", { class: "choices", testid: "vote-targets" });
    for (const p of st.players || [])
      if (p.alive)
        grid.append(choiceButton(t("seatNo", p.seat), p.name, day.myVote === p.seat, "vote-" + p.seat, () => { send({ t: "vote", target: p.seat }); }));
    grid.append(choiceButton(t("abstain"), null, day.myVote === 0, "vote-abstain", () => { send({ t: "vote", target: 0 }); }));
    body.append(grid);
  }
  let status = t("noVoteYet"), ok = false;
  if (day.myVote > 0) { status = t("myVote", playerLabel(day.myVote)); ok = true; }
  else if (day.myVote === 0) { status = t("abstained"); ok = true; }
  if (app.voteStatus) { status = app.voteStatus; ok = false; }
  body.append(el("p", { class: "status" + (ok ? " ok" : ""), testid: "vote-status", role: "status" }, status));
  if (day.hidden && !day.closed) body.append(el("p", { class: "dim" }, t("voteHidden")));
  renderTally(day, body);
}

// The counts per player: as they come on a public day, once all are in on a hidden one.
function renderTally(day, body) {
  const closed = day.hidden && day.closed;
  if (!(day.public || closed) || !day.tally || !day.tally.length) return;
  const list = el("ul", { class: "entries", testid: "tally" });
  for (const row of day.tally) list.append(el("li", null, playerLabel(row.seat), el("b", null, String(row.votes))));
  body.append(el("p", { class: "dim" }, t(closed ? "tallyClosed" : "tally", day.voters || 0)), list);
}

// A hidden vote: only how many of the living have voted, until all are in or the moderator closes it.
function renderVoteCount(day, body) {
  if (!day.hidden) return;
  if (day.closed) { body.append(el("p", { class: "dim", testid: "vote-closed" }, t("voteClosed"))); return; }
  body.append(el("p", { class: "count", testid: "vote-count", role: "status" }, t("voteCount", day.voted || 0, day.living || 0)));
}

function phaseTitle(p) {
  const f = T[lang].phase[p.kind];
  return f ? f.replace("{0}", p.number) : p.kind;
}

// A phase's announcement under its title, unless it already begins with it ("Night 2: nobody died").
function titled(p) {
  const title = phaseTitle(p), text = both(p.announcement);
  const bare = (s) => s.replace(/\s+/g, "");
  return bare(text).startsWith(bare(title)) ? text : title + "\n" + text;
}

function renderDawn(st) {
  const phases = st.phases || [];
  show("dawn", phases.length > 0);
  if (!phases.length) return;
  $("dawn-title").textContent = t("dawnTitle");
  const last = phases[phases.length - 1];
  $("dawn-latest").textContent = titled(last);
  // Notes for this player alone say what the role learnt: shown with the role only.
  const priv = $("private");
  priv.replaceChildren();
  const mine = (st.messages || []).filter((m) => m.index === last.index);
  if (app.revealed)
    for (const m of mine) priv.append(el("li", null, both(m.text)));
  show("private", app.revealed && mine.length > 0);
  $("private-veiled").textContent = t("privateVeiled", chinese() ? mine.length : mine.length === 1 ? t("privateNote") : t("privateNotes", mine.length));
  show("private-veiled", !app.revealed && mine.length > 0);
  $("dawn-older-label").textContent = t("older");
  const hist = $("dawn-history");
  hist.replaceChildren();
  for (const p of phases.slice(0, -1)) {
    const li = el("li", null, titled(p));
    if (app.revealed)
      for (const m of st.messages || []) if (m.index === p.index) li.append(el("div", { class: "dim" }, both(m.text)));
    hist.append(li);
  }
  show("dawn-older", phases.length > 1);
}

// Who is connected: a dot with its words for screen readers and a long press (title).
function presenceDot(p) {
  return p.connected ? el("span", { class: "online", role: "img", "aria-label": t("connected"), title: t("connected"), testid: "online-" + p.seat })
                     : el("span", { class: "online off", "aria-hidden": "true" });
}

// The roster's title says how many are connected: the legend of the dots.
function renderRosterTitle(st) {
  const players = st.players || [];
  const n = players.filter((p) => p.connected).length;
  $("roster-title").replaceChildren(t("roster"), el("span", { class: "legend", testid: "connected-count" },
    el("span", { class: "online", "aria-hidden": "true" }), t("connectedCount", n, players.length)));
}

function renderRoster(st) {
  const list = $("roster");
  list.replaceChildren();
  for (const p of st.players || []) {
    const mine = p.seat === app.seat;
    const known = mine && !app.revealed ? ""
      : [p.campName ? capital(both(p.campName)) : "", p.roleName ? both(p.roleName) : ""].filter(Boolean).join(" ");
    list.append(el("li", { class: (p.alive ? "" : "dead ") + (mine ? "me" : ""), testid: "roster-" + p.seat, "data-alive": p.alive ? "1" : "0",
                           "data-connected": p.connected ? "1" : "0" },
      presenceDot(p),
      el("span", { class: "no" }, t("seatNo", p.seat)),
      el("span", { class: "nm" }, (p.name || "") + (mine ? t("you") : "")),
      known ? el("span", { class: "rl" }, known) : null));
  }
}

// ---- the timer everyone sees (docs/PROTOCOL.md, "timer") ----
// The host sends the timer when it changes, not every second: the page counts
// down here from `remaining` while `running`. At the end a short soft tone
// (Web Audio: a sine, no sound file), once, and only after a touch or a key
// has let the page play sound (browsers refuse audio before a user gesture).
const timer = { kind: "off", seat: 0, next: 0, running: false, endsAt: 0, left: 0, armed: false };
let audio = null;

function onTimer(m) {
  timer.kind = m.kind || "off";
  timer.seat = m.seat || 0;
  timer.next = m.next || 0;
  timer.running = !!m.running && m.remaining > 0;
  timer.left = Math.max(0, m.remaining || 0) * 1000;
  timer.endsAt = Date.now() + timer.left;
  // Armed while time runs: the tone sounds when it reaches 0, not for a time already over on joining.
  if (timer.running) timer.armed = true;
  else if (timer.kind !== "off" && timer.left === 0) ring();
  else timer.armed = false;
}
function timerLeftMs() { return timer.running ? Math.max(0, timer.endsAt - Date.now()) : timer.left; }
function clock(ms) { const s = Math.ceil(ms / 1000); return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0"); }
// A player as the moderator's screens name one: "张三（2号）", "Zhang San (#2)".
function nameAndSeat(seat) {
  const p = ((app.st && app.st.players) || []).find((q) => q.seat === seat);
  if (!p || !p.name) return t("seatNo", seat);
  return chinese() ? p.name + "（" + t("seatNo", seat) + "）" : p.name + " (#" + seat + ")";
}
function unlockAudio() {
  try {
    if (!audio) audio = new (window.AudioContext || window.webkitAudioContext)();
    if (audio.state === "suspended") audio.resume();
  } catch (e) { audio = null; }
}
function ring() {
  if (!timer.armed) return;
  timer.armed = false;
  if (!audio || audio.state !== "running") return;
  try {
    // A soft bell: a sine at 660 Hz rising to a quiet level and fading out in under a second.
    const now = audio.currentTime, osc = audio.createOscillator(), gain = audio.createGain();
    osc.type = "sine";
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.12, now + 0.05);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.9);
    osc.connect(gain).connect(audio.destination);
    osc.start(now);
    osc.stop(now + 1);
    window.qiyuanChimes = (window.qiyuanChimes || 0) + 1; // the tests count the tones played
  } catch (e) { /* no sound is no reason to stop the page */ }
}
function renderTimer() {
  const box = $("timer");
  const on = app.view === "seat" && timer.kind !== "off";
  box.hidden = !on;
  if (!on) return;
  const left = timerLeftMs();
  const up = left === 0;
  const mine = timer.kind === "day" && timer.seat === app.seat && app.seat !== 0;
  box.classList.toggle("mine", mine);
  box.classList.toggle("up", up);
  box.classList.toggle("ending", !up && timer.running && left <= 10000);
  $("timer-who").textContent = timer.kind === "night" ? t("nightTimer") : (mine ? t("yourTurn") : t("speaking", nameAndSeat(timer.seat)));
  $("timer-time").textContent = up ? (timer.kind === "night" ? t("nightTimeUp") : t("timeUp"))
                                   : clock(left) + (timer.running ? "" : " · " + t("paused"));
  $("timer-time").setAttribute("aria-label", up ? $("timer-time").textContent : t("timerLeft", clock(left)));
  $("timer-next").textContent = timer.kind === "day" && timer.next ? t("nextSpeaker", nameAndSeat(timer.next)) : "";
}
setInterval(() => {
  if (timer.running && timerLeftMs() === 0) { timer.running = false; timer.left = 0; ring(); }
  if (timer.kind !== "off") renderTimer();
}, 250);
document.addEventListener("pointerdown", unlockAudio, { capture: true });
document.addEventListener("keydown", unlockAudio, { capture: true });

// ---- start ----
$("lang").addEventListener("click", () => {
  lang = Languages[(Languages.indexOf(lang) + 1) % Languages.length];
  localStorage.setItem("qiyuan.lang", lang);
  render();
});
$("join-button").addEventListener("click", join);
{
  const veil = $("veil");
  // Tap or hold is measured between the events' own times (when the finger
  // went down and up), not when a busy page got round to handling them.
  veil.addEventListener("pointerdown", (e) => { if (e.button === 0) { holdStart = e.timeStamp || 1; if (!app.revealed) reveal(true); else holdStart = -1; } });
  const letGo = (e) => {
    if (!holdStart) return;
    const held = holdStart > 0 && e.timeStamp - holdStart > 400;
    const wasShown = holdStart < 0;
    holdStart = 0;
    if (held) reveal(false);                // held: covered when let go
    else if (wasShown) reveal(false);       // a tap on a shown role covers it
    else reveal(true, RevealSeconds);       // a tap shows it for a few seconds
  };
  veil.addEventListener("pointerup", letGo);
  veil.addEventListener("pointercancel", () => { holdStart = 0; reveal(false); });
  veil.addEventListener("pointerleave", (e) => { if (holdStart > 0 && e.timeStamp - holdStart > 400) { holdStart = 0; reveal(false); } });
  // The keyboard (Enter, Space) and screen readers: a click without a pointer.
  veil.addEventListener("click", (e) => { if (e.detail === 0) reveal(!app.revealed, app.revealed ? 0 : RevealSeconds); });
  veil.addEventListener("contextmenu", (e) => e.preventDefault()); // a long press is a hold, not a menu
}
$("join-name").addEventListener("keydown", (e) => { if (e.key === "Enter") join(); });
$("join-room").value = room;
$("join-name").value = params.get("name") || localStorage.getItem("qiyuan.name") || "";
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState !== "visible" && app.revealed) reveal(false); // a phone put away is covered
  if (document.visibilityState !== "visible" || app.lockedOut) return;
  if (!app.ws) connect();
  else send({ t: "ping" }); // a connection that died while asleep shows itself
});
render();
connect();
