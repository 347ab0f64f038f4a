// Texts of the role games in English and Chinese. Every sentence is built here
// from structured events, so both languages say the same thing.
#include "text.h"

#include <cctype>

namespace qiyuan::werewolf {

namespace {

bool zh(Style s) { return s.words == Language::Chinese; }

std::string pick(Style s, std::string_view en, std::string_view cn) { return std::string(zh(s) ? cn : en); }

std::string id(int n, Style s) { return playerName(n, s); }

// The role as this style writes it: in its camp's characters when the camp is known.
std::string role(Role r, int player, Style s)
{
    if (s.people)
        if (const auto it = s.people->camps.find(player); it != s.people->camps.end())
            return roleName(r, it->second, s.roles);
    return roleName(r, s.roles);
}

// A role of a known camp: in the camp's characters when the style knows the people.
std::string campRole(Role r, Camp c, Style s) { return s.people ? roleName(r, c, s.roles) : roleName(r, s.roles); }

// "炮 #7"; with names "张三（7号，炮）" / "Zhang San (#7, Cannon)".
std::string named(Who w, Style s)
{
    if (s.people && s.people->names.count(w.id)) {
        const std::string& name = s.people->names.at(w.id);
        const std::string n = std::to_string(w.id);
        return zh(s) ? name + "（" + n + "号，" + role(w.role, w.id, s) + "）" : name + " (#" + n + ", " + role(w.role, w.id, s) + ")";
    }
    return role(w.role, w.id, s) + " " + id(w.id, s);
}

std::string list(const std::vector<Who>& ws, Style s, bool withRoles)
{
    std::string out;
    for (const Who& w : ws) {
        if (!out.empty())
            out += zh(s) ? "、" : ", ";
        out += withRoles ? named(w, s) : id(w.id, s);
    }
    return out;
}

std::string ids(const std::vector<int>& v, Style s)
{
    std::string out;
    for (int n : v) {
        if (!out.empty())
            out += zh(s) ? "、" : ", ";
        out += id(n, s);
    }
    return out;
}

// A camp as the texts write it: "red" in the CLI's log, "Red" on the screens.
std::string camp(Game g, Camp c, Style s)
{
    std::string out = campName(g, c, s.words);
    if (s.onScreen && !zh(s) && !out.empty())
        out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

std::string colon(Style s) { return zh(s) ? "：" : ": "; }
std::string comma(Style s) { return zh(s) ? "，" : ", "; }
std::string paren(Style s, const std::string& inner) { return zh(s) ? "（" + inner + "）" : " (" + inner + ")"; }

// "red 车", "红方车", or only the camp.
std::string identity(Game g, Camp c, Role r, Reveal how, Style s)
{
    if (how == Reveal::Nothing)
        return {};
    std::string out = camp(g, c, s);
    if (how == Reveal::CampAndRole) {
        if (!zh(s))
            out += ' ';
        out += campRole(r, c, s);
    }
    return out;
}

std::string reason(const Reason& r, Style s)
{
    const std::string subj = id(r.subject.id, s);
    const std::string by = named(r.by, s);
    switch (r.cause) {
    case Cause::Invincible:
        if (r.by.role == Role::Soldier)
            return zh(s) ? subj + " 无敌（" + by + " 祈祷）" : subj + " invincible (prayer of " + by + ")";
        return zh(s) ? subj + " 无敌（" + by + " 的炮架）" : subj + " invincible (screen of " + by + ")";
    case Cause::Imprisoned:
        if (r.by.role == Role::Cannon)
            return zh(s) ? subj + " 被禁锢（" + by + " 的炮架）" : subj + " imprisoned (screen of " + by + ")";
        if (r.by.role == Role::Soldier && r.rule == "XW-15")
            return zh(s) ? subj + " 被禁锢（" + by + " 别马腿）" : subj + " imprisoned (horse leg blocked by " + by + ")";
        if (r.by.role == Role::Soldier)
            return zh(s) ? subj + " 被禁锢（" + by + " 塞相眼）" : subj + " imprisoned (elephant eye blocked by " + by + ")";
        return zh(s) ? subj + " 被禁锢（" + by + "）" : subj + " imprisoned (by " + by + ")";
    case Cause::StackedScreen:
        return zh(s) ? subj + " 是 " + by + " 的炮架（重叠炮）" : subj + " is the screen of " + by + " (stacked cannons)";
    case Cause::Healed:
        return zh(s) ? subj + " 被救治（" + by + "）" : subj + " healed (by " + by + ")";
    case Cause::LinkedElephants:
        return zh(s) ? subj + " 是连环相" : subj + " is a linked elephant";
    case Cause::NoScreen:
        return pick(s, "no screen, the cannon does not shoot", "没有炮架，炮不发");
    case Cause::PrayerLimit:
        return zh(s) ? "超出本方今夜 " + std::to_string(r.value) + " 个有效祈祷"
                     : "beyond its camp's " + std::to_string(r.value) + " effective prayers";
    case Cause::GeneralCondition:
        return zh(s) ? named(r.subject, s) + " 不满足吃老帅条件" : named(r.subject, s) + " cannot die yet (general-kill condition)";
    case Cause::CheckCondition:
        return zh(s) ? named(r.subject, s) + " 不满足将军条件" : named(r.subject, s) + " cannot die yet (check condition)";
    case Cause::NotOwnCamp:
        return zh(s) ? subj + " 不是本方" : subj + " is not of its camp";
    case Cause::NamedKing:
        return zh(s) ? subj + " 是王" : subj + " is the king";
    case Cause::BishopNamed:
        return zh(s) ? subj + " 也是象" : subj + " is a bishop too";
    case Cause::HorseScreen:
        return zh(s) ? "马后炮，" + subj + " 不被禁锢" : "horse-screen cannon, " + subj + " not imprisoned";
    case Cause::NothingToCover:
        return zh(s) ? subj + " 不是本方后车马象，也不是对方兵" : subj + " is neither an own queen/rook/knight/bishop nor an enemy pawn";
    case Cause::CoveredBy:
        return zh(s) ? "由 " + by + " 代 " + subj + " 承受（转移）" : "taken by " + by + " instead of " + subj + " (cover)";
    case Cause::MustKill:
        return pick(s, "must-kill", "必杀");
    case Cause::OneHit:
        return pick(s, "one-hit kill", "一击必杀");
    case Cause::Pardoned:
        return zh(s) ? subj + " 被特赦（" + by + "）" : subj + " pardoned (by " + by + ")";
    }
    return {};
}

// What an entered action came to when it went through.
std::string done(const Event& e, Game g, Style s)
{
    switch (e.verb) {
    case Verb::Kill: return pick(s, "killed", "杀死");
    case Verb::Substitute:
        return zh(s) ? "抽将（还剩 " + std::to_string(e.value) + " 次）" : "substitute named (" + std::to_string(e.value) + " left)";
    case Verb::Imprison: return pick(s, "imprisoned", "禁锢");
    case Verb::Investigate:
        return (zh(s) ? "查证：" : "investigated: ") + identity(g, e.camp, e.role, e.reveal, s);
    case Verb::Heal: return g == Game::Chess ? pick(s, "saved tonight, pardoned tomorrow", "救治，次日特赦") : pick(s, "healed", "救治");
    case Verb::Curse:
        if (g == Game::Chess)
            return pick(s, "cursed (votes counted at the day)", "诅咒（票数在白天计算）");
        return zh(s) ? "诅咒（+" + std::to_string(e.value) + " 票）"
                     : "cursed (+" + std::to_string(e.value) + (e.value == 1 ? " vote)" : " votes)");
    case Verb::Bless:
        return zh(s) ? "庇佑（−" + std::to_string(e.value) + " 票）"
                     : "blessed (−" + std::to_string(e.value) + (e.value == 1 ? " vote)" : " votes)");
    case Verb::Pray: return pick(s, "invincible", "无敌");
    case Verb::Rest: return pick(s, "rests", "休息");
    case Verb::Castle: return pick(s, "castling at dawn", "王车易位（天亮生效）");
    case Verb::Exchange: return pick(s, "exchange cover", "兑子");
    case Verb::Cover: return pick(s, "cover holds", "转移成立");
    }
    return {};
}

std::string joinReasons(const std::vector<Reason>& rs, Style s, bool skipNotes)
{
    std::string out;
    for (const Reason& r : rs) {
        if (skipNotes && (r.cause == Cause::MustKill || r.cause == Cause::OneHit))
            continue;
        out += comma(s) + reason(r, s);
    }
    return out;
}

std::string actLine(const Event& e, Game g, Style s)
{
    std::string head = named(e.actor, s);
    if (e.target.id != NoPlayer)
        head += " → " + id(e.target.id, s);
    head += colon(s);
    if (e.outcome == Outcome::Done) {
        std::string word = done(e, g, s);
        // What a pawn's naming does follows from whom it names (CW-4, CW-5), whatever verb was entered.
        if (e.actor.role == Role::Pawn)
            word = e.rule == "CW-4" ? pick(s, "imprisoned", "禁锢") : pick(s, "cover holds", "转移成立");
        for (const Reason& r : e.reasons)
            if (r.cause == Cause::MustKill || r.cause == Cause::OneHit)
                word += paren(s, reason(r, s));
        return head + word + joinReasons(e.reasons, s, true);
    }
    const std::string word = e.outcome == Outcome::Failed ? pick(s, "failed", "失败") : pick(s, "no effect", "无效");
    return head + word + joinReasons(e.reasons, s, true);
}

std::string linkName(LinkKind k, Style s)
{
    switch (k) {
    case LinkKind::StackedCannons: return pick(s, "must-kill (stacked cannons)", "必杀（重叠炮）");
    case LinkKind::LinkedCannons: return pick(s, "exchange (linked cannons)", "兑子（连环炮）");
    case LinkKind::LinkedHorses: return pick(s, "exchange (linked horses)", "兑子（连环马）");
    case LinkKind::LinkedElephants: return pick(s, "exchange (linked elephants)", "兑子（连环相）");
    }
    return {};
}

std::string tallyLine(const Event& e, Style s)
{
    std::string out = pick(s, "votes: ", "计票：");
    if (e.tally.empty())
        return out + pick(s, "none", "无");
    bool first = true;
    for (const TallyRow& r : e.tally) {
        if (!first)
            out += comma(s);
        first = false;
        out += id(r.player.id, s) + " " + std::to_string(r.total);
        if (r.adjustment != 0) {
            const std::string adj = (r.adjustment > 0 ? "+" : "−") + std::to_string(std::abs(r.adjustment));
            out += paren(s, std::to_string(r.votes) + (zh(s) ? " 票 " : r.votes == 1 ? " vote " : " votes ") + adj);
        }
    }
    return out;
}

std::string problemText(const RuleError& e, Game g, Style s)
{
    const std::string r = e.actor.id != NoPlayer ? named(e.actor, s) : std::string();
    const std::string t = e.target.id != NoPlayer ? named(e.target, s) : std::string();
    const std::string v = verbName(e.verb, s.words);
    const std::string value = std::to_string(e.value);
    switch (e.problem) {
    case Problem::BadId:
        return pick(s, "a player id must be a positive whole number, got ", "玩家编号须为正整数，而不是 ") + value;
    case Problem::DuplicateId:
        return zh(s) ? "玩家 #" + value + " 出现了两次" : "player #" + value + " appears twice";
    case Problem::WrongGameRole:
        return zh(s) ? id(e.actor.id, s) + "：" + roleName(e.actor.role, s.roles) + " 不是本游戏的身份"
                     : id(e.actor.id, s) + ": " + roleName(e.actor.role, s.roles) + " is not a role of the "
                           + (g == Game::Xiangqi ? "xiangqi" : "chess") + " role game";
    case Problem::CampRoleCount:
        return zh(s) ? camp(g, e.camp, s) + "有 " + value + " 个" + campRole(e.role, e.camp, s) + "，超出标准配置"
                     : camp(g, e.camp, s) + " has " + value + " " + campRole(e.role, e.camp, s)
                           + ", more than the standard set";
    case Problem::OneLeader:
        return zh(s) ? camp(g, e.camp, s) + "必须恰有一个" + campRole(e.role, e.camp, s) + "（现有 " + value + " 个）"
                     : camp(g, e.camp, s) + " needs exactly one " + campRole(e.role, e.camp, s) + ", has " + value;
    case Problem::BadSetting:
        return pick(s, "a setting is out of range", "设置超出范围");
    case Problem::GameOver:
        return pick(s, "the game is over", "游戏已经结束");
    case Problem::DayBeforeNight:
        return pick(s, "the game starts with night 1: no day vote before it", "游戏从第一夜开始，此前没有白天投票");
    case Problem::UnknownPlayer:
        return (r.empty() ? std::string() : r + colon(s)) + pick(s, "no player #", "没有玩家 #") + value;
    case Problem::DeadActor:
        return r + pick(s, " is dead and cannot act", " 已死，不能行动");
    case Problem::WrongAction:
        return zh(s) ? r + " 不能" + v : r + " cannot " + v;
    case Problem::MissingTarget:
        return zh(s) ? r + "：" + v + "须指定对象" : r + ": " + v + " needs a target";
    case Problem::UnexpectedTarget:
        return zh(s) ? r + "：" + v + "不指定对象" : r + ": " + v + " names nobody";
    case Problem::DeadTarget:
        return zh(s) ? r + " 不能" + v + " " + t + "：" + id(e.target.id, s) + " 已死"
                     : r + " cannot " + v + " " + t + ": " + id(e.target.id, s) + " is dead";
    case Problem::SelfTarget:
        return zh(s) ? r + " 不能" + v + "自己" : r + " cannot " + v + " itself";
    case Problem::LeaderTarget:
        return zh(s) ? r + " 不能" + v + " " + t : r + " cannot " + v + " " + t;
    case Problem::ScreenOnlyCannon:
        return zh(s) ? r + "：只有炮指定炮架" : r + ": only a cannon names a screen";
    case Problem::DeadScreen:
        return zh(s) ? r + " 不能以 " + t + " 为炮架：" + id(e.target.id, s) + " 已死"
                     : r + " cannot use " + t + " as a screen: " + id(e.target.id, s) + " is dead";
    case Problem::SelfScreen:
        return zh(s) ? r + " 不能以自己为炮架" : r + " cannot be its own screen";
    case Problem::LeaderScreen:
        return zh(s) ? r + " 不能以 " + t + " 为炮架" : r + " cannot use " + t + " as a screen";
    case Problem::SecondAction:
        return zh(s) ? r + " 今夜已" + v + "，每夜一次" : r + " already entered '" + v + "' tonight: one a night";
    case Problem::HorsesDisagree:
        return zh(s) ? r + " 须与 " + t + " 查证同一人（" + id(e.value, s) + "）：双马共同行使"
                     : r + " must investigate the same player as " + t + " (" + id(e.value, s) + "): the horses act jointly";
    case Problem::SubstitutesUsed:
        return zh(s) ? r + " 的抽将权已用完（每局两次）" : r + " has no substitute left (twice a game)";
    case Problem::KingMayNotKill:
        return zh(s) ? r + " 不能杀人：本方后仍在，且本方兵马象不少于 2 个"
                     : r + " cannot kill while its queen lives and its camp has 2 or more pawns, knights and bishops";
    case Problem::CastlingUsed:
        return zh(s) ? r + " 的阵营已经王车易位过（每局一次）" : r + "'s camp has already castled (once a game)";
    case Problem::NoRookToCastle:
        return zh(s) ? r + " 不能王车易位：本方原来的车已不在" : r + " cannot castle: the camp's original rook is gone";
    case Problem::CastleTarget:
        return zh(s) ? r + " 只能与本方原来的车 " + id(e.value, s) + " 易位" : r + " castles only with the camp's original rook " + id(e.value, s);
    case Problem::PromotionPending:
        return zh(s) ? r + " 须在下一夜之前升变（由王选择）" : r + " must promote before the next night (its king chooses)";
    case Problem::DeadVoter:
        return r + pick(s, " is dead and cannot vote", " 已死，不能投票");
    case Problem::SecondVote:
        return r + pick(s, " votes twice", " 重复投票");
    case Problem::DeadVoteTarget:
        return zh(s) ? r + " 不能投给 " + t + "：" + id(e.target.id, s) + " 已死"
                     : r + " cannot vote for " + t + ": " + id(e.target.id, s) + " is dead";
    case Problem::TieNeedsDecision:
        return zh(s) ? ids(e.ids, s) + " 平票：由法官决定（平票设置），请给出决定"
                     : "tie between " + ids(e.ids, s) + ": the moderator decides (tie setting); give a decision";
    case Problem::DecisionNotTied:
        return zh(s) ? "法官的决定 " + id(e.value, s) + " 不在平票者 " + ids(e.ids, s) + " 之中"
                     : "the moderator's decision " + id(e.value, s) + " is not among the tied " + ids(e.ids, s);
    case Problem::DecisionNotAllowed:
        return zh(s) ? "给出了法官决定 " + id(e.value, s) + "，但平票设置为无人处决"
                     : "a decision (" + id(e.value, s) + ") is given, but the tie setting is 'nobody'";
    case Problem::PromotionWrongGame:
        return pick(s, "promotion is a rule of the chess role game", "升变只属于国际象棋版杀");
    case Problem::NotPromotable:
        return zh(s) ? r + " 不能升变：兵须在三夜里转移成功且存活（现有 " + value + " 夜）"
                     : r + " cannot promote: a living pawn promotes after 3 nights of cover (has " + value + ")";
    case Problem::PromotionRole:
        return zh(s) ? r + " 不能升变为" + roleName(e.role, s.roles) + "：只能选后、车、马或象"
                     : r + " cannot promote to " + roleName(e.role, s.roles) + ": choose queen, rook, knight or bishop";
    case Problem::OverrideReason:
        return zh(s) ? "对 " + r + " 的裁定须写明理由" : "an override of " + r + " needs a reason";
    case Problem::OverrideUnchanged:
        return zh(s) ? r + (e.value ? " 本来就活着" : " 本来就已死亡") : r + (e.value ? " is already alive" : " is already dead");
    }
    return {};
}

} // namespace

std::string roleName(Role r, Language l)
{
    static const char* const En[] = {"General", "Chariot", "Horse", "Cannon", "Elephant", "Left Advisor", "Right Advisor",
                                     "Soldier", "King", "Queen", "Rook", "Knight", "Bishop", "Pawn"};
    static const char* const Cn[] = {"帅", "车", "马", "炮", "相", "左士", "右士", "兵", "王", "后", "车", "马", "象", "兵"};
    const auto i = static_cast<std::size_t>(r);
    return l == Language::Chinese ? Cn[i] : En[i];
}

std::string roleName(Role r, Camp c, Language l)
{
    if (l == Language::Chinese) {
        const bool black = c == Camp::Black;
        switch (r) {
        case Role::General: return black ? "将" : "帅";
        case Role::Elephant: return black ? "象" : "相";
        case Role::LeftAdvisor: return black ? "左士" : "左仕";
        case Role::RightAdvisor: return black ? "右士" : "右仕";
        case Role::Soldier: return black ? "卒" : "兵";
        default: break;
        }
    }
    return roleName(r, l);
}

std::string playerName(int id, Style s)
{
    const std::string n = std::to_string(id);
    if (s.people)
        if (const auto it = s.people->names.find(id); it != s.people->names.end() && !it->second.empty())
            return s.words == Language::Chinese ? it->second + "（" + n + "号）" : it->second + " (#" + n + ")";
    std::string out = "#";
    out += n; // (not "#" + ...: GCC 12 warns falsely about that at -O3)
    return out;
}

std::string campName(Game g, Camp c, Language l)
{
    if (l == Language::Chinese)
        return c == Camp::Black ? "黑方" : (g == Game::Xiangqi ? "红方" : "白方");
    return std::string(campKey(g, c));
}

std::string verbName(Verb v, Language l)
{
    static const char* const En[] = {"kill", "name a substitute", "imprison", "investigate", "heal", "curse", "bless",
                                     "pray for", "rest", "castle", "cover by exchange", "cover"};
    static const char* const Cn[] = {"杀", "抽将", "禁锢", "查证", "救治", "诅咒", "庇佑", "祈祷", "休息", "王车易位", "兑子", "转移"};
    const auto i = static_cast<std::size_t>(v);
    return l == Language::Chinese ? Cn[i] : En[i];
}

namespace {

std::string eventText(const Event& e, Game g, Style s)
{
    switch (e.kind) {
    case EventKind::Act:
        return actLine(e, g, s);
    case EventKind::Screen: {
        std::string head = named(e.actor, s) + (zh(s) ? " 炮架 " : " screen ") + id(e.target.id, s) + colon(s);
        if (e.outcome == Outcome::Failed)
            return head + pick(s, "failed", "失败") + joinReasons(e.reasons, s, false);
        if (e.outcome == Outcome::NoEffect)
            return head + pick(s, "no effect", "无效") + joinReasons(e.reasons, s, false);
        if (e.value == 1)
            return head + pick(s, "invincible", "无敌") + joinReasons(e.reasons, s, false);
        if (e.rule == "XW-12")
            return head + pick(s, "stacked cannons", "重叠炮")
                 + (e.reasons.empty() ? comma(s) + pick(s, "imprisoned", "禁锢") : joinReasons(e.reasons, s, false));
        return head + pick(s, "imprisoned", "禁锢");
    }
    case EventKind::Block:
        return named(e.actor, s) + " → " + id(e.target.id, s) + colon(s)
             + (e.rule == "XW-15" ? pick(s, "horse leg blocked: ", "别马腿：") : pick(s, "elephant eye blocked: ", "塞相眼："))
             + list(e.others, s, true) + pick(s, " imprisoned", " 被禁锢");
    case EventKind::Linked:
        return list(e.others, s, true) + colon(s) + linkName(static_cast<LinkKind>(e.value), s);
    case EventKind::ExchangeDeath: {
        std::string out = zh(s) ? named(e.actor, s) + " 与 " + id(e.target.id, s) + " 兑子而死"
                                : named(e.actor, s) + " dies by exchange with " + id(e.target.id, s);
        if (!e.others.empty())
            out += zh(s) ? "（" + named(e.others.front(), s) + " 的兑子）" : " (exchange cover of " + named(e.others.front(), s) + ")";
        return out + joinReasons(e.reasons, s, false);
    }
    case EventKind::Substitution:
        if (e.outcome == Outcome::Done) {
            // The public learns the substitute's identity only as far as XW-4 allows.
            std::string sub = e.reveal == Reveal::CampAndRole ? named(e.target, s) : id(e.target.id, s);
            if (e.reveal == Reveal::CampOnly)
                sub += paren(s, camp(g, e.camp, s));
            return zh(s) ? named(e.actor, s) + " 当死：" + sub + " 抽将替死"
                         : named(e.actor, s) + " would die: " + sub + " dies instead (substitute)";
        }
        if (e.value == 1)
            return zh(s) ? named(e.actor, s) + " 当死：抽将的 " + id(e.target.id, s) + " 已死，帅死"
                         : named(e.actor, s) + " would die: substitute " + id(e.target.id, s) + " is already dead, the general dies";
        return zh(s) ? named(e.actor, s) + " 当死：误抓对方 " + id(e.target.id, s) + "，抽将无效，帅死"
                     : named(e.actor, s) + " would die: substitute " + id(e.target.id, s)
                           + " is of the enemy camp, the substitution fails and the general dies";
    case EventKind::Castling:
        if (e.outcome == Outcome::Done)
            return zh(s) ? "王车易位：" + named(e.target, s) + " 成为王，" + named(e.actor, s) + " 成为车"
                         : "castling: " + named(e.target, s) + " is now the king, " + named(e.actor, s) + " a rook";
        return zh(s) ? "王车易位失效：" + named(e.actor, s) + " 或其车已死" : "castling lapses: " + named(e.actor, s) + " or its rook died";
    case EventKind::PromotionDue:
        return zh(s) ? named(e.actor, s) + " 须升变（" + std::to_string(e.value) + " 夜转移）"
                     : named(e.actor, s) + " must promote (" + std::to_string(e.value) + " nights of cover)";
    case EventKind::Promoted:
        return zh(s) ? named(e.actor, s) + " 升变为" + roleName(e.role, s.roles)
                     : named(e.actor, s) + " promotes to " + roleName(e.role, s.roles);
    case EventKind::Tally:
        return tallyLine(e, s);
    case EventKind::Executed: {
        std::string out;
        if (!e.others.empty())
            out = zh(s) ? list(e.others, s, false) + " 平票，法官决定 " + id(e.actor.id, s) + "；"
                        : "tie between " + list(e.others, s, false) + ", the moderator chose " + id(e.actor.id, s) + "; ";
        const Who dead = e.target.id != NoPlayer ? e.target : e.actor;
        out += id(dead.id, s) + pick(s, " executed", " 被处决");
        const std::string who = identity(g, e.camp, e.role, e.reveal, s);
        return who.empty() ? out : out + paren(s, who);
    }
    case EventKind::NotExecuted:
        if (!e.reasons.empty())
            return zh(s) ? id(e.actor.id, s) + " 得票最高，但 " + reason(e.reasons.front(), s) + "：无人被处决"
                         : id(e.actor.id, s) + " voted out, but " + reason(e.reasons.front(), s) + ": nobody executed";
        if (!e.others.empty())
            return zh(s) ? list(e.others, s, false) + " 平票：无人被处决" : "tie between " + list(e.others, s, false) + ": nobody executed";
        return pick(s, "no votes: nobody executed", "无人得票：无人被处决");
    case EventKind::Overridden:
        if (zh(s))
            return "法官裁定：" + id(e.actor.id, s) + (e.value ? " 复活" : " 死亡") + "（" + e.text + "）";
        if (s.onScreen)
            return "the moderator rules " + id(e.actor.id, s) + (e.value ? " alive again" : " dead") + " (" + e.text + ")";
        return "moderator: " + id(e.actor.id, s) + (e.value ? " alive again" : " dead") + " (" + e.text + ")";
    case EventKind::Died: {
        const std::string who = identity(g, e.camp, e.role, e.reveal, s);
        const std::string out = id(e.actor.id, s) + pick(s, " died", " 死亡");
        return who.empty() ? out : out + paren(s, who);
    }
    case EventKind::RealKing:
        return zh(s) ? camp(g, e.camp, s) + "真正的王是 " + id(e.actor.id, s)
                     : "the real king of " + camp(g, e.camp, s) + " is " + id(e.actor.id, s);
    case EventKind::Winner:
        if (e.value == 1)
            return pick(s, "draw: both leaders died", "和棋：双方老帅同时阵亡");
        if (e.value == -1)
            return pick(s, "the game goes on", "游戏继续");
        return zh(s) ? camp(g, e.camp, s) + "胜" : camp(g, e.camp, s) + " wins";
    case EventKind::Investigation:
        return zh(s) ? "查证：" + id(e.target.id, s) + " 是" + identity(g, e.camp, e.role, e.reveal, s)
                     : "investigation: " + id(e.target.id, s) + " is " + identity(g, e.camp, e.role, e.reveal, s);
    case EventKind::RoleOfDead:
        return zh(s) ? id(e.actor.id, s) + " 的身份是" + role(e.role, e.actor.id, s) : id(e.actor.id, s) + " was " + role(e.role, e.actor.id, s);
    case EventKind::YouAreKing:
        return pick(s, "castling: you are now the king", "王车易位：你现在是王");
    case EventKind::ChoosePromotion:
        return zh(s) ? "本方一个兵须升变：请选择后、车、马或象"
                     : "a pawn of yours must promote: choose " + roleName(Role::Queen, s.roles) + ", "
                           + roleName(Role::Rook, s.roles) + ", " + roleName(Role::Knight, s.roles) + " or "
                           + roleName(Role::Bishop, s.roles);
    case EventKind::YouPromote:
        return zh(s) ? "你升变为" + roleName(e.role, s.roles) : "you promote to " + roleName(e.role, s.roles);
    }
    return {};
}

} // namespace

std::string describe(const Event& e, Game g, Style s)
{
    std::string out = eventText(e, g, s);
    // Chinese sets no space after a full-width bracket: "张三（2号）死亡", not "张三（2号） 死亡"
    // (the words keep their spaces beside a bare "#2").
    if (zh(s))
        for (std::size_t at = 0; (at = out.find("） ", at)) != std::string::npos;)
            out.erase(at + std::string("）").size(), 1);
    return out;
}

std::string describe(const RuleError& e, Game g, Style s)
{
    return s.ruleIds ? problemText(e, g, s) + paren(s, std::string(e.rule)) : problemText(e, g, s);
}

std::string announcement(const PhaseResult& r, Game g, Style s)
{
    std::string head;
    switch (r.kind) {
    case PhaseKind::Night:
        head = zh(s) ? "第 " + std::to_string(r.number) + " 夜：" : "Night " + std::to_string(r.number) + ": ";
        break;
    case PhaseKind::Day:
        head = zh(s) ? "第 " + std::to_string(r.number) + " 天：" : "Day " + std::to_string(r.number) + ": ";
        break;
    default:
        break;
    }
    std::string body;
    for (const Event& e : r.news) {
        if (!body.empty())
            body += zh(s) ? "；" : "; ";
        body += describe(e, g, s);
    }
    if (body.empty()) {
        if (r.kind == PhaseKind::Night)
            body = pick(s, "nobody died", "平安夜，无人死亡");
        else if (r.kind == PhaseKind::Day)
            body = pick(s, "nobody executed", "无人被处决");
    }
    return head + body;
}

} // namespace qiyuan::werewolf
