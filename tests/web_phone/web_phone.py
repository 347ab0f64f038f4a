#!/usr/bin/env python3
"""The phone page in a real browser (issue 20; tests/web_phone/CMakeLists.txt).

`qiyuan-cli serve --variant werewolf-chess --phones 0` hosts a 国际象棋版杀 game
(the real host code); one headless chromium with 16 tabs is 16 phones, each on
its own loopback address (127.0.0.11 ... 127.0.0.26: its own origin, so its
own storage, and its own address for the host); `--variant werewolf-xiangqi`
plays 中国象棋版杀 with 32 (cannons pick a screen, a camp's horses one target:
XW-15). All but one join by typing the
room code and their name, the sixteenth opens its seat's personal address (the
reveal's QR code) and types nothing. Two nights and a vote are played by
clicks on the page; one phone reloads mid-night and must keep its seat and its
submitted action. What each phone displayed is compared with what the host
says, and everything each phone received (window.qiyuanReceived) is searched
for what its seat may not see; the search is first shown to catch planted
leaks. Phones read English, Simplified and Traditional Chinese in turn (the
host sends {en, zh, tw}). Screenshots of a phone at 360x740 in each language go to --out.

Exit 0: passed; 1: failed; 77: skipped (no chromium, chromium-driver or selenium).
"""
import argparse
import json
import os
import queue
import random
import re
import shutil
import subprocess
import sys
import threading
import time
import urllib.parse

SKIP = 77
CODE = "864209"
PHONES = 16       # 国际象棋版杀; --variant werewolf-xiangqi plays 中国象棋版杀 with 32
VARIANT = "werewolf-chess"

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
if not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)):
    print("SKIP: chromium or chromedriver is missing (scripts/deps installs them)")
    sys.exit(SKIP)
try:
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    print("SKIP: python3-selenium is missing (scripts/deps installs it)")
    sys.exit(SKIP)


T0 = time.time()


def step(text):
    print("[%5.1f s] %s" % (time.time() - T0, text), flush=True)


def fail(text):
    raise AssertionError(text)


def check(cond, text):
    if not cond:
        fail(text)


class Host:
    """qiyuan-cli serve: the moderator's commands on stdin, events on stdout."""

    def __init__(self, cli):
        self.proc = subprocess.Popen(
            [cli, "serve", "--variant", VARIANT, "--code", CODE, "--phones", "0", "--name", "Moderator"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.events = []
        self.answers = queue.Queue()
        self.lock = threading.RLock()
        threading.Thread(target=self._read, daemon=True).start()
        listening = self.wait_event(lambda e: e["event"] == "listening", 10)
        self.port = listening["port"]
        self.phones = listening["phones"]
        check(listening["url"].endswith(":%d/?room=%s" % (self.phones, CODE)), "listening url: %s" % listening)

    def _read(self):
        for line in self.proc.stdout:
            line = line.strip()
            if not line:
                continue
            e = json.loads(line)
            with self.lock:
                self.events.append(e)
            if e.get("event") in ("ok", "error") and "cmd" in e:
                self.answers.put(e)

    def cmd(self, expect_ok=True, **fields):
        self.proc.stdin.write(json.dumps(fields, ensure_ascii=False) + "\n")
        self.proc.stdin.flush()
        answer = self.answers.get(timeout=10)
        if expect_ok:
            check(answer["event"] == "ok", "host refused %s: %s" % (fields, answer))
        return answer

    def wait_event(self, pred, timeout=10):
        end = time.time() + timeout
        while time.time() < end:
            with self.lock:
                for e in self.events:
                    if pred(e):
                        return e
            time.sleep(0.02)
        fail("the host sent no such event in %ss" % timeout)

    def count(self, pred):
        with self.lock:
            return sum(1 for e in self.events if pred(e))

    def stop(self):
        if self.proc.poll() is None:
            try:
                self.proc.stdin.close()
            except OSError:
                pass
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()


class Phone:
    def __init__(self, index, handle, lang):
        self.index = index            # 1..PHONES, also the seat it should get
        self.handle = handle
        self.lang = lang
        self.address = "127.0.0.%d" % (10 + index)
        self.seat = 0
        self.actions = []             # (verb, target) it submitted by clicks
        self.role = self.camp = ""    # from the deal


class Browser:
    def __init__(self):
        opts = webdriver.ChromeOptions()
        opts.binary_location = CHROMIUM
        for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                  "--disable-extensions", "--no-first-run", "--lang=en-US",
                  "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                  "--disable-backgrounding-occluded-windows"]:
            opts.add_argument(a)
        opts.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": 360, "height": 740, "pixelRatio": 2.0},
            "userAgent": "Mozilla/5.0 (Linux; Android 13; Phone) AppleWebKit/537.36 (KHTML, like Gecko) "
                         "Chrome/120.0 Mobile Safari/537.36"})
        self.d = webdriver.Chrome(service=Service(DRIVER), options=opts)
        # A command that hangs is a failure, not a hung test.
        self.d.command_executor.set_timeout(30)
        self.d.set_page_load_timeout(20)
        self.current = None

    def on(self, phone):
        if self.current is not phone:
            self.d.switch_to.window(phone.handle)
            self.current = phone

    def wait(self, cond, timeout=10, what="a condition"):
        try:
            return WebDriverWait(self.d, timeout, poll_frequency=0.05).until(lambda d: cond())
        except Exception as e:
            fail("timed out waiting for %s (%s)" % (what, type(e).__name__))

    def tid(self, testid):
        return self.d.find_element(By.CSS_SELECTOR, '[data-testid="%s"]' % testid)

    def tids(self, css):
        return self.d.find_elements(By.CSS_SELECTOR, css)

    def shown(self, testid):
        els = self.tids('[data-testid="%s"]' % testid)
        return bool(els) and els[0].is_displayed()

    def click(self, el):
        self.d.execute_script("arguments[0].scrollIntoView({block: 'center'});", el)
        el.click()

    def text(self, testid):
        return self.d.execute_script(
            "const e = document.querySelector('[data-testid=\"%s\"]'); return e ? e.innerText : '';" % testid)

    def received(self):
        return [json.loads(t) for t in self.d.execute_script("return window.qiyuanReceived || [];")]


def norm(s):
    return re.sub(r"\s+", " ", s or "").strip()


# ---- the hidden-information check -------------------------------------------

def walk(v):
    if isinstance(v, dict):
        yield v
        for x in v.values():
            yield from walk(x)
    elif isinstance(v, list):
        for x in v:
            yield from walk(x)


def role_facts(frames, own):
    """(seat, key, value) facts a phone was told about other seats' roles and camps."""
    out = set()
    for d in walk(frames):
        for k in ("role", "dealt", "camp"):
            if k in d and d.get("seat") != own:
                out.add((d.get("seat"), k, d[k]))
    return out


def private_messages(frames):
    """The private messages a phone holds: (phase index, English text)."""
    out = set()
    for f in frames:
        if f.get("t") == "private":
            out.add((f["index"], f["text"]["en"]))
        for d in walk(f):
            for m in d.get("messages", []) if isinstance(d.get("messages"), list) else []:
                out.add((m["index"], m["text"]["en"]))
    return out


def leaks(frames, phone, public_roles, own_private_count):
    """What a phone received that its seat may not know."""
    found = []
    for d in walk(frames):
        if "actor" in d:
            found.append("an actor: %s" % d)
        if "verb" in d and "target" in d and (d["verb"], d["target"]) not in phone.actions:
            found.append("an action not its own: %s" % d)
        for k in ("role", "dealt", "camp"):
            if k in d and d.get("seat") != phone.seat and (d.get("seat"), k, d[k]) not in public_roles:
                found.append("%s of seat %s" % (k, d.get("seat")))
    found += hidden_vote_leaks(frames)
    # Exactly the private messages addressed to its seat (the host's events count them).
    held = private_messages(frames)
    if len(held) != own_private_count:
        found.append("%d private messages, %d addressed to it" % (len(held), own_private_count))
    return found


def hidden_vote_leaks(frames):
    """While a vote is hidden (issue 38) a phone is told how many voted, never
    who or for whom: no tally, no voter, no target but its own vote's
    confirmation, until the reveal ("votes") or the day's end ("phase")."""
    found, hidden = [], False
    for f in frames:
        t = f.get("t")
        if t == "day":
            hidden = bool(f.get("hidden"))
        elif t in ("votes", "phase", "night"):
            hidden = False
        if not hidden:
            continue
        if t == "vote-count" and set(f) != {"t", "voted", "living"}:
            found.append("a hidden vote's count says more: %s" % f)
        for d in walk(f):
            if "tally" in d or "voter" in d or "voters" in d:
                found.append("a hidden vote's tally or voter: %s" % d)
            if "target" in d and t != "voted":
                found.append("a hidden vote's target: %s" % d)
    return found


# ---- the game -------------------------------------------------------------

def join_all(b, host, phones, names):
    # All but one type the code and their name; the last opens its personal address.
    for p in phones[:-1]:
        b.on(p)
        b.d.get("http://%s:%d/?room=%s&lang=%s" % (p.address, host.phones, CODE, p.lang))
        b.wait(lambda: b.shown("join"), what="the join form on phone %d" % p.index)
        check(b.tid("join-room").get_attribute("value") == CODE, "the room code comes from the address")
        b.tid("join-name").send_keys(names[p.index - 1])
        if p.index == 1:
            # A wrong code first: refused on the page, the phone may try again.
            room = b.tid("join-room")
            room.clear()
            room.send_keys("000000")
            b.click(b.tid("join-button"))
            b.wait(lambda: "Wrong room code" in b.text("join-error"), what="the wrong code refused")
            check(host.wait_event(lambda e: e["event"] == "error" and e.get("code") == "bad-code"), "the host counts it")
            room.clear()
            room.send_keys(CODE)
        b.click(b.tid("join-button"))
    last = phones[-1]
    step("%d phones joined by typing" % (PHONES - 1))
    personal = host.cmd(cmd="personal", seat=last.index)
    url = urllib.parse.urlsplit(personal["url"])
    check(personal["token"] in personal["url"], "the personal address carries the token")
    b.on(last)
    b.d.get(url._replace(netloc="%s:%d" % (last.address, host.phones)).geturl() + "&lang=" + last.lang)
    step("phone %d opened its personal address" % PHONES)
    for p in phones:
        b.on(p)
        b.wait(lambda: b.shown("me") and b.tid("me").get_attribute("data-seat"), what="phone %d seated" % p.index)
        p.seat = int(b.tid("me").get_attribute("data-seat"))
        check(p.seat == p.index, "phone %d got seat %d" % (p.index, p.seat))
        check("token" not in b.d.current_url, "the token left the address bar")
    host.wait_event(lambda e: host.count(lambda x: x["event"] == "joined") >= PHONES, 10)


def covered(b):
    """The role is covered: not shown, the card without its camp colour, the roster's own row without it."""
    card = b.tid("me").get_attribute("class")
    own = b.tids('.roster li.me .rl')
    return (not b.shown("role-secret") and "camp-" not in card and "veiled" in card and not own
            and b.shown("role-veil"))


def check_roles(b, phones, deal):
    # Issue 38 point 4: the role is covered until the player holds or taps.
    roles = {p["id"]: p["role"] for p in deal}
    for p in phones:
        b.on(p)
        check(covered(b), "phone %d keeps its role covered at rest" % p.index)
        b.click(b.tid("role-veil"))  # a tap shows it
        b.wait(lambda: b.shown("role-secret"), what="the role shown on phone %d" % p.index)
        shown = b.tid("role-name")
        check(shown.get_attribute("data-role") == roles[p.seat], "phone %d shows its own role" % p.index)
        check(norm(shown.text), "phone %d shows a role name" % p.index)
        check(norm(b.text("role-camp")), "phone %d shows its camp" % p.index)
        check("camp-" in b.tid("me").get_attribute("class"), "phone %d: the card takes its camp colour" % p.index)
        b.click(b.tid("role-veil"))  # another tap covers it again
        b.wait(lambda: covered(b), what="the role covered again on phone %d" % p.index)
    # A tapped role covers itself after a few seconds.
    b.on(phones[0])
    b.click(b.tid("role-veil"))
    b.wait(lambda: b.shown("role-secret"), what="the role shown by a tap")
    b.wait(lambda: covered(b), timeout=9, what="the role covered again by itself")
    # Held: shown while the finger is down, covered when it lets go.
    veil = b.tid("role-veil")
    ActionChains(b.d).click_and_hold(veil).perform()
    b.wait(lambda: b.shown("role-secret"), what="the role shown while held")
    time.sleep(0.6)
    check(b.shown("role-secret"), "a held role stays shown")
    ActionChains(b.d).release(veil).perform()
    b.wait(lambda: covered(b), what="the role covered when let go")
    # The keyboard: Enter on the button shows it, Enter again covers it.
    veil.send_keys(Keys.ENTER)
    b.wait(lambda: b.shown("role-secret"), what="the role shown from the keyboard")
    veil.send_keys(Keys.ENTER)
    b.wait(lambda: covered(b), what="the role covered from the keyboard")


def fits(b, panel):
    """No grid or row of the panel reaches past its card (long names wrap)."""
    return b.d.execute_script("""
        const card = document.querySelector('[data-testid="' + arguments[0] + '"]');
        if (!card) return true;
        const right = card.getBoundingClientRect().right + 0.5;
        return card.scrollWidth <= card.clientWidth + 1 &&
            [...card.querySelectorAll('button, li, .choices')].every((e) => e.getBoundingClientRect().right <= right);
    """, panel)


def play_night(b, host, phones, rng, reload_phone=None, shots=None):
    opened = host.cmd(cmd="open-night")
    acting = set(opened["acting"])
    number = opened["night"]
    joint = {}  # (camp, verb) -> target: a camp's two horses investigate one player together (XW-15)
    for p in phones:
        b.on(p)
        b.wait(lambda: b.shown("night-panel"), what="night %d on phone %d" % (number, p.index))
        check(str(number) in b.text("night-title"), "night number on phone %d" % p.index)
        if p.seat not in acting:
            check(b.shown("night-none"), "phone %d (no action) says so" % p.index)
            continue
        options = b.tids('[data-testid^="night-option-"]')
        check(options, "phone %d has its form" % p.index)
        option = options[rng.randrange(len(options))]
        verb = option.get_attribute("data-testid")[len("night-option-"):]
        if option.get_attribute("aria-pressed") != "true":
            b.click(option)
        targets = b.tids('[data-testid="night-targets"] button')
        target = 0
        if targets:
            t = targets[rng.randrange(len(targets))]
            if p.role in ("ma", "horse"):
                partner = joint.get((p.camp, verb))
                t = next((x for x in targets if x.get_attribute("data-testid") == "target-%s" % partner), t)
            target = int(t.get_attribute("data-testid")[len("target-"):])
            joint.setdefault((p.camp, verb), target)
            b.click(t)
            # The choice and Submit stay in view wherever the chosen button was (issue 38 point 4).
            check(("%d" % target) in b.text("night-current"), "phone %d shows its current choice" % p.index)
            check(b.d.execute_script(
                "const r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight;",
                b.tid("night-submit")), "phone %d: Submit in view after choosing" % p.index)
        screens = [s for s in b.tids('[data-testid="night-screens"] button')
                   if s.get_attribute("data-testid") != "screen-%d" % target]
        if screens:  # a cannon: its screen too (中国象棋版杀)
            b.click(screens[rng.randrange(len(screens))])
            check(b.d.execute_script(
                "const r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight;",
                b.tid("night-submit")), "phone %d: Submit in view after choosing the screen" % p.index)
        check(fits(b, "night-panel"), "phone %d: a long name reaches past the night card" % p.index)
        submit = b.tid("night-submit")
        check(submit.is_enabled(), "submit enabled on phone %d" % p.index)
        b.click(submit)
        p.actions.append((verb, target))
        p.tonight = (verb, target)
    # Each acting phone shows the confirmation; the host has its entry.
    for p in phones:
        if p.seat not in acting:
            continue
        b.on(p)
        b.wait(lambda: "✓" in b.text("night-status"), what="confirmation on phone %d" % p.index)
        items = b.tids('[data-testid="night-submitted"] li')
        got = {(i.get_attribute("data-verb"), int(i.get_attribute("data-target"))) for i in items}
        check(p.tonight in got, "phone %d lists its submitted action" % p.index)
    if shots:
        shoot_panel(b, [p for p in phones if p.seat in acting], "night-panel", shots, "phone-night-%s.png")
    state = host.cmd(cmd="state")
    entries = state["night"]["entries"]
    by_actor = {}
    for e in entries:
        by_actor.setdefault(e["actor"], []).append((e["action"], e.get("target") or 0))
    for p in phones:
        if p.seat in acting:
            check(p.tonight in by_actor.get(p.seat, []), "the host has phone %d's entry %s: %s" % (p.index, p.tonight, by_actor.get(p.seat)))
    check(set(state["night"]["submitted"]) == acting, "the moderator sees who submitted")
    if reload_phone is not None:
        p = reload_phone
        b.on(p)
        before = host.count(lambda e: e["event"] == "joined" and e["seat"] == p.seat and e["rejoined"])
        b.d.refresh()
        b.wait(lambda: b.shown("me") and b.tid("me").get_attribute("data-seat") == str(p.seat), what="the reloaded phone's seat")
        b.wait(lambda: b.tids('[data-testid="night-submitted"] li'), what="the kept entry after the reload")
        items = b.tids('[data-testid="night-submitted"] li')
        got = {(i.get_attribute("data-verb"), int(i.get_attribute("data-target"))) for i in items}
        check(p.tonight in got, "after the reload phone %d still lists %s" % (p.index, p.tonight))
        host.wait_event(lambda e: host.count(lambda x: x["event"] == "joined" and x["seat"] == p.seat and x["rejoined"]) > before)
    # The moderator commits; entries the table refuses together are dropped from the end.
    for _ in range(len(entries) + 1):
        answer = host.cmd(expect_ok=False, cmd="commit")
        if answer["event"] == "ok":
            break
        entries = host.cmd(cmd="state")["night"]["entries"]
        # The last entry the table lets go (a horse's entry goes with its partner's: XW-15).
        for index in reversed(range(len(entries))):
            if host.cmd(expect_ok=False, cmd="remove", index=index)["event"] == "ok":
                break
        else:
            fail("no entry of the night could be removed (commit said: %s)" % answer.get("text"))
    else:
        fail("the night could not be committed")
    return check_dawn(b, host, phones)


def check_dawn(b, host, phones):
    phase = [e for e in host.events if e["event"] == "phase"][-1]
    for p in phones:
        b.on(p)
        want = norm(phase["announcement"][p.lang])
        b.wait(lambda: want in norm(b.text("dawn-latest")), what="the announcement on phone %d" % p.index)
        # The phase's title once, not above an announcement that begins with it.
        lines = [norm(x) for x in b.text("dawn-latest").split("\n") if norm(x)]
        check(len(lines) < 2 or not lines[1].startswith(lines[0]), "phone %d repeats the title: %s" % (p.index, lines[:2]))
        check(fits(b, "roster") and fits(b, "dawn"), "phone %d: a long name reaches past its card" % p.index)
    return phase


def play_vote(b, host, phones, shots=None):
    # Hidden until all are in (issue 38): the phones show "N of M have voted", then the tally.
    host.cmd(cmd="open-vote", hidden=True)
    alive = {pl["id"] for pl in host.cmd(cmd="state")["players"] if pl["alive"]}
    target = min(alive)
    other = min(alive - {target})
    voters = 0
    last = max(p.seat for p in phones if p.seat in alive)  # votes once the others' count is checked
    for p in phones:
        b.on(p)
        b.wait(lambda: b.shown("day-panel"), what="the vote on phone %d" % p.index)
        if p.seat not in alive:
            check(not b.tids('[data-testid="vote-targets"]'), "a dead phone cannot vote")
            continue
        if p.seat == last:
            continue
        b.click(b.tid("vote-%d" % (other if p.seat == target else target)))
        voters += 1
    for p in phones:
        b.on(p)
        if p.seat in alive and p.seat != last:
            b.wait(lambda: "✓" in b.text("vote-status"), what="the vote confirmed on phone %d" % p.index)
        # Every phone, the dead included, sees how many of the living voted, and no tally.
        want = ("%d of %d" if p.lang == "en" else "%d / %d") % (voters, len(alive))
        b.wait(lambda: want in b.text("vote-count"), what="'%s' on phone %d (%s)" % (want, p.index, b.text("vote-count")))
        check(not b.tids('[data-testid="tally"]'), "phone %d shows a tally before all have voted" % p.index)
        marked_connected(b, p, phones)
    if shots:
        shoot_panel(b, [p for p in phones if p.seat in alive], "day-panel", shots, "phone-vote-waiting-%s.png")
    p = next(p for p in phones if p.seat == last)
    b.on(p)
    b.click(b.tid("vote-%d" % (other if p.seat == target else target)))
    voters += 1
    # The tally on a few phones (each language, a dead one): every phone was checked for the count.
    dead = [p for p in phones if p.seat not in alive]
    for p in phones[:3] + dead[:1]:
        b.on(p)
        b.wait(lambda: b.shown("tally") and b.shown("vote-closed"), what="the tally on phone %d" % p.index)
        check(str(voters) in b.text("day-panel"), "phone %d: the tally counts %d voters" % (p.index, voters))
    if shots:
        shoot_panel(b, [p for p in phones if p.seat in alive], "day-panel", shots, "phone-day-%s.png")
    host.wait_event(lambda e: host.count(lambda x: x["event"] == "voted") >= voters)
    check(len(host.cmd(cmd="state")["day"]["votes"]) == voters, "the moderator has every vote")
    host.cmd(cmd="close-vote")
    return check_dawn(b, host, phones)


def check_timer(b, host, phones, out):
    """The timer everyone sees (issue 38): the moderator's `timer` command reaches
    every phone, which counts down itself; the speaker's own phone says it is
    its turn; pause, next; the night's time runs out to "time is up"."""
    alive = [p for p in phones if p.seat]
    answer = host.cmd(**{"cmd": "timer", "do": "day", "from": 2, "direction": "anticlockwise", "seconds": 60})
    seat = answer["timer"]["seat"]
    players = host.cmd(cmd="state")["players"]
    speaker = next(d for d in players if d["id"] == seat)
    check(speaker["alive"], "the first speaker is alive")
    en, zh, tw = phones[0], phones[1], phones[2]
    for p in (en, zh, tw):
        b.on(p)
        b.wait(lambda: b.shown("timer"), what="the timer on phone %d" % p.index)
        b.wait(lambda: re.match(r"^[01]:\d\d$", norm(b.text("timer-time"))), what="the time counting on phone %d" % p.index)
    b.on(en)
    who = norm(b.text("timer-who"))
    if speaker["id"] == en.seat:
        check(who == "Your turn to speak", "the speaker's own phone: %r" % who)
    else:
        check(who == "Speaking: %s (#%d)" % (speaker["name"], speaker["id"]), "the English phone names the speaker: %r" % who)
    b.on(zh)
    who = norm(b.text("timer-who"))
    check(who == "轮到你发言" if speaker["id"] == zh.seat else who == "发言：%s（%d号）" % (speaker["name"], speaker["id"]),
          "the Chinese phone names the speaker: %r" % who)
    b.on(tw)
    who = norm(b.text("timer-who"))
    check(who == "輪到你發言" if speaker["id"] == tw.seat else who == "發言：%s（%d號）" % (speaker["name"], speaker["id"]),
          "the Traditional Chinese phone names the speaker: %r" % who)
    first = norm(b.text("timer-time"))
    time.sleep(1.3)
    check(norm(b.text("timer-time")) != first, "the phone counts down by itself")
    for p, lang in ((en, "en"), (zh, "zh"), (tw, "tw")):
        b.on(p)
        shoot(b, p, out, "phone-timer-%s.png" % lang)
    host.cmd(**{"cmd": "timer", "do": "pause"})
    b.on(en)
    b.wait(lambda: "paused" in b.text("timer-time"), what="the paused timer")
    host.cmd(**{"cmd": "timer", "do": "next"})
    b.wait(lambda: "paused" not in b.text("timer-time") and b.text("timer-who") != who, what="the next speaker")
    # The night's time for entries: at the end the phone says so and the moderator decides.
    host.cmd(**{"cmd": "timer", "do": "night", "seconds": 2})
    for p, lang in ((en, "en"), (zh, "zh"), (tw, "tw")):
        b.on(p)
        b.wait(lambda: norm(b.text("timer-time")) in ("Time is up: the moderator decides.", "时间到：由法官决定。",
                                                       "時間到：由法官決定。"),
               timeout=8, what="the night's time up on phone %d" % p.index)
        shoot(b, p, out, "phone-night-timeup-%s.png" % lang)
    host.cmd(**{"cmd": "timer", "do": "stop"})
    b.on(en)
    b.wait(lambda: not b.shown("timer"), what="the timer gone when stopped")
    check(len(alive) == len(phones), "every phone seated")


MARKS = ("return [...document.querySelectorAll('[data-testid^=\"online-\"]')]"
         ".map((e) => e.dataset.testid.slice(7) + ':' + e.getAttribute('aria-label'));")


def marked_connected(b, p, phones):
    """The phone's list marks every player connected, the mark's words in its language (issue 38)."""
    words = {"en": "connected", "zh": "已连接", "tw": "已連線"}[p.lang]
    want = sorted("%d:%s" % (q.seat, words) for q in phones)
    b.wait(lambda: sorted(b.d.execute_script(MARKS)) == want, what="every player marked connected on phone %d" % p.index)


def check_presence(b, phones, out):
    """Issue 38: one phone leaving and coming back shows on the others' lists
    (play_vote checks every phone's marks)."""
    away = phones[4]
    b.on(away)
    url = b.d.current_url
    b.d.get("about:blank")
    for p in phones[:2]:
        b.on(p)
        b.wait(lambda: not b.tids('[data-testid="online-%d"]' % away.seat), what="phone %d sees phone %d gone" % (p.index, away.index))
        check(("%d of %d" if p.lang == "en" else "%d / %d") % (len(phones) - 1, len(phones)) in b.text("connected-count"),
              "phone %d counts the connected: %s" % (p.index, b.text("connected-count")))
        if out:
            b.d.execute_script("document.getElementById('roster').scrollIntoView({block: 'start'}); window.scrollBy(0, -60);")
            b.d.save_screenshot(os.path.join(out, "phone-connected-%s.png" % p.lang))
    step("phone %d left: the others' lists show it" % away.index)
    b.on(away)
    b.d.get(url)
    b.wait(lambda: b.shown("me"), what="phone %d back in its seat" % away.index)
    for p in phones[:2]:
        b.on(p)
        b.wait(lambda: b.tids('[data-testid="online-%d"]' % away.seat), what="phone %d sees phone %d back" % (p.index, away.index))


def shoot_panel(b, phones, panel, out, pattern):
    """A screenshot of a panel on the first of the phones in each language."""
    for lang in ("en", "zh", "tw"):
        p = next(p for p in phones if p.lang == lang)
        b.on(p)
        b.d.execute_script("document.querySelector('[data-testid=\"%s\"]').scrollIntoView();" % panel)
        b.d.save_screenshot(os.path.join(out, pattern % lang))


def shoot(b, phone, out, name):
    b.on(phone)
    b.d.execute_script("window.scrollTo(0, 0);")
    b.d.save_screenshot(os.path.join(out, name))


def main():
    global PHONES, VARIANT
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--variant", default=VARIANT, choices=["werewolf-chess", "werewolf-xiangqi"])
    # One night and its hidden-information check, no vote, timer or second night: the 32-phone run
    # adds the seats and the cannons' screens; the rest is the same page the 16-phone run drives.
    ap.add_argument("--one-night", action="store_true")
    args = ap.parse_args()
    VARIANT = args.variant
    PHONES = 32 if VARIANT == "werewolf-xiangqi" else 16
    os.makedirs(args.out, exist_ok=True)
    started = time.time()
    host = Host(args.cli)
    b = None
    try:
        names = ["Player %d" % i for i in range(1, PHONES + 1)]
        names[3] = "Averyverylongnamewithoutspaces"  # 30 characters, no space: grids must wrap it
        deal = host.cmd(cmd="deal", players=names, seed=7)["players"]
        step("dealt")
        b = Browser()
        step("browser started")
        handles = [b.d.current_window_handle]
        for _ in range(PHONES - 1):
            b.d.switch_to.new_window("tab")
            handles.append(b.d.current_window_handle)
        phones = [Phone(i + 1, handles[i], ("en", "zh", "tw")[i % 3]) for i in range(PHONES)]
        for p in phones:
            dealt = next(d for d in deal if d["id"] == p.index)
            p.role, p.camp = dealt["role"], dealt.get("camp", "")
        b.on(phones[0])
        step("%d tabs open" % PHONES)
        join_all(b, host, phones, names)
        step("%d phones seated" % PHONES)
        check_roles(b, phones, deal)
        step("roles checked")
        check_presence(b, phones, args.out)
        step("the connected players marked")
        shoot(b, phones[0], args.out, "phone-role-covered-en.png")
        shoot(b, phones[1], args.out, "phone-role-covered-zh.png")
        for p, name in ((phones[0], "phone-role-shown-en.png"), (phones[1], "phone-role-shown-zh.png")):
            b.on(p)
            b.click(b.tid("role-veil"))
            b.wait(lambda: b.shown("role-secret"), what="the role shown for the screenshot")
            shoot(b, p, args.out, name)
            b.click(b.tid("role-veil"))
        # A message the host cannot use: the phone says so in its own language.
        b.on(phones[1])
        b.d.execute_script("app.ws.send(JSON.stringify({t: 'vote', target: 'nobody'}));")
        b.wait(lambda: "法官电脑" in b.text("notice"), what="the bad-message notice in Chinese")
        rng = random.Random(2026)
        play_night(b, host, phones, rng, reload_phone=phones[2])
        step("night 1 played (phone 3 reloaded mid-night)")
        if not args.one_night:
            check_timer(b, host, phones, args.out)
            step("the timer seen on the phones")
            play_vote(b, host, phones, shots=args.out)
            step("the vote played")
            # Night 2, with screenshots of a form before it is sent.
            play_night(b, host, phones, rng, shots=args.out)
            step("night 2 played")
        # The hidden-information check of every phone.
        addressed = {}
        for e in host.events:
            if e["event"] == "phase":
                for m in e.get("private", []):
                    for to in m["to"]:
                        addressed[to] = addressed.get(to, 0) + 1
        received = {}
        for p in phones:
            b.on(p)
            received[p.seat] = b.received()
        # Public knowledge is what every phone was told alike.
        facts = {p.seat: role_facts(received[p.seat], p.seat) for p in phones}
        public = {f for seat_facts in facts.values() for f in seat_facts
                  if all(f in facts[q.seat] for q in phones if q.seat != f[0])}
        for p in phones:
            found = leaks(received[p.seat], p, public, addressed.get(p.seat, 0))
            check(not found, "phone %d received what it may not see: %s" % (p.index, found[:3]))
        # Negative controls: the check catches leaks planted among a phone's frames.
        p, other = phones[0], phones[1]
        planted = [
            {"t": "phase", "players": [{"seat": other.seat, "alive": True, "role": "queen"}]},
            {"t": "state", "state": {"players": [{"seat": other.seat, "camp": "black"}]}},
            {"t": "accepted", "action": {"verb": "kill", "target": 99}},
            {"t": "x", "actor": other.seat},
            {"t": "you", "you": {"seat": other.seat, "role": "rook"}},
            {"t": "private", "index": 0, "text": {"en": "planted: #2 is the real king"}},
            {"t": "day", "number": 9, "hidden": True, "voted": 0, "living": 9, "tally": [{"seat": 2, "votes": 1}]},
            {"t": "day", "number": 9, "hidden": True, "voted": 0, "living": 9, "x": {"voter": 3}},
        ]
        for frames in ([{"t": "day", "hidden": True}, {"t": "vote-count", "voted": 1, "living": 9, "target": 4}],
                       [{"t": "day", "hidden": True}, {"t": "vote-count", "voted": 1, "living": 9, "seat": 4}]):
            check(hidden_vote_leaks(frames), "the check misses a planted hidden-vote leak: %s" % frames)
        for frame in planted:
            check(leaks(received[p.seat] + [frame], p, public, addressed.get(p.seat, 0)),
                  "the check misses a planted leak: %s" % frame)
        print("hidden information: %d phones checked, %d planted leaks caught" % (len(phones), len(planted)))
        # The language switch: the same page in the next language, English, Simplified, Traditional.
        b.on(phones[0])
        for lang, sample in (("zh", "按住查看身份"), ("tw", "按住檢視身份"), ("en", "Hold to see")):
            before = norm(b.text("role-veil"))
            b.click(b.tid("lang-toggle"))
            b.wait(lambda: norm(b.text("role-veil")) != before, what="the page in %s" % lang)
            check(sample in norm(b.text("role-veil")), "the %s page: %r" % (lang, norm(b.text("role-veil"))))
            shoot(b, phones[0], args.out, "phone-dawn-%s.png" % lang)
        print("PASS: %d phones, %s, %.1f s" % (PHONES, "one night" if args.one_night else "two nights and a vote",
                                               time.time() - started))
        return 0
    except AssertionError as e:
        print("FAIL: %s" % e, flush=True)
        if b is not None:
            try:
                b.d.save_screenshot(os.path.join(args.out, "failure.png"))
            except WebDriverException:
                pass
        return 1
    finally:
        if b is not None:
            b.d.quit()
        host.stop()


if __name__ == "__main__":
    sys.exit(main())
