// Role cards and camp goals of the role games. Each text says what the
// rulings say (named in the comment above it); where a ruling is a (setting),
// the text gives the default and says the moderator may change it.
#include "roletext.h"

namespace qiyuan::werewolf {

namespace {

struct Text {
    const char* en;
    const char* cn;
};

std::string pick(const Text& t, Language l) { return l == Language::Chinese ? t.cn : t.en; }

// 中国象棋版杀
// General: XW-1 (public), XW-6, XW-9 (kill), XW-10 (抽将), XW-22 (when it can die).
constexpr Text XiangqiGeneral{
    "Your identity is public. Each night you kill one player, unless invincible or healed. Twice a game you "
    "may name an own-camp substitute, who dies in your place if you are killed or voted out that night or next "
    "day (an enemy named: you die). You die only once your camp has no Soldier, or no Advisor and Elephant, "
    "left.",
    "你的身份公开。每夜杀一人，杀不了无敌或被救治者。全局两次抽将：指定本方一人，你当夜或次日被杀、被投时由他替死"
    "（抽到对方则你照死）。本方兵（卒）全灭或仕（士）相（象）全灭后你才会死。"};

// Chariot: XW-14 (imprison, not a 帅, chains and cycles, 车比炮大), XW-7 (never an invincible player).
constexpr Text XiangqiChariot{
    "Each night you imprison one player, not a General: their action fails tonight. Invincible players cannot "
    "be imprisoned. If another Chariot imprisons you, yours fails, but Chariots imprisoning each other all "
    "succeed. If you are your own Cannon's screen and imprison it, it is imprisoned and you are not.",
    "每夜禁锢一人（不能是帅（将）），其当夜行动无效；无敌者不能被禁锢。你被别的车禁锢则你的禁锢失效，车互相禁锢则都生效。"
    "你作本方炮的炮架又禁锢它时，炮被禁锢，你不会。"};

// Horse: XW-15 (joint investigation, 别马腿, 连环马), XW-15a (setting: what is revealed), XW-20 (exchange).
constexpr Text XiangqiHorse{
    "You and your camp's other Horse know each other and together investigate one player a night, learning "
    "their camp and role (or camp only, by setting). An enemy Soldier praying for the same player "
    "blocks you both; if either Horse is imprisoned, neither acts. Both alive and unblocked, you have exchange: "
    "a non-General who kills one of you dies too.",
    "两马互知身份，每夜共同查证一人，得知其阵营身份（或按设置只知阵营）。对方兵（卒）祈祷同一人即别马腿；"
    "一马被禁锢则都不能行动。两马都在且未别马腿时有兑子：杀你者同死（帅（将）除外）。"};

// Cannon: XW-11 (kill with a screen), XW-12 (重叠炮), XW-13 (连环炮), XW-13a (马后炮).
constexpr Text XiangqiCannon{
    "Each night you may kill one player, but only by naming a screen: another player, not a General. "
    "An own-camp screen is imprisoned tonight, an enemy screen is invincible tonight. Your other Cannon as "
    "screen gives you a must-kill; both Cannons naming one screen gain exchange; your own Horse as screen is "
    "not imprisoned.",
    "每夜可杀一人，但须指定炮架（不能是帅（将）），无炮架不能开炮。本方炮架当夜被禁锢，对方炮架当夜无敌。"
    "以本方另一炮为炮架得必杀；两炮同一炮架都有兑子；本方马作炮架不被禁锢。"};

// Elephant: XW-16 (heal, not a 帅, same player again, self by setting, not against must-kill, 塞相眼, 连环相).
constexpr Text XiangqiElephant{
    "Each night you heal one player, not a General: the same one again, or yourself unless "
    "forbidden. A heal stops ordinary kills tonight, never a must-kill. An enemy Soldier praying for the same "
    "player blocks you. Healing your other Elephant links you: neither can be killed by a General or Cannon "
    "tonight, and the healed one has exchange.",
    "每夜救治一人（不能是帅（将）；可连续救同一人，默认可救自己），挡不住必杀。对方兵（卒）祈祷同一人即塞相眼，你被禁锢。"
    "救治本方另一相（象）成连环相：两相都不怕普通杀人，被救者有兑子。"};

// Left Advisor: XW-18 (curse), XW-19 (setting: +2 votes; invincible players cannot be cursed).
constexpr Text XiangqiLeftAdvisor{
    "Each night you curse one player: at the next day's vote they get 2 extra votes (the moderator may set "
    "another number). An invincible player cannot be cursed.",
    "每夜诅咒一人：次日投票时其得票加 2 票（法官可改这个数）。无敌者不能被诅咒。"};

// Right Advisor: XW-18 (bless), XW-19 (setting: −2 votes, never below 0), XW-24 (totals).
constexpr Text XiangqiRightAdvisor{
    "Each night you bless one player: at the next day's vote 2 votes are taken off their total, never below "
    "zero (the moderator may set another number). It can keep a friend from being voted out.",
    "每夜庇佑一人：次日投票时其票数减 2 票，最少为 0（法官可改这个数）。可以帮同伴躲过投票处决。"};

// Soldier: XW-17 (pray, not a 帅, N effective prayers a camp), XW-15/XW-16 (blocks).
constexpr Text XiangqiSoldier{
    "Each night you pray for one player, not a General: a counted prayer makes them invincible tonight. Your "
    "camp's prayers count up to your Soldiers divided by the enemy's, rounded up, at least 2 (no limit once "
    "the enemy has none). Praying for the player an enemy Horse investigates or Elephant heals blocks it.",
    "每夜为一人祈祷（不能是帅（将）），生效则其当夜无敌。本方生效数＝本方兵（卒）数÷对方兵（卒）数，进一，至少 2，对方无兵（卒）则不限。"
    "与对方马查证或相救治同一人时，别马腿或塞相眼。"};

// 国际象棋版杀
// King: CW-1 (public, told the roles of its dead), CW-8 (when it may kill, no one-hit kill), CW-14 (castling).
constexpr Text ChessKing{
    "Your identity is public; you are told privately the role of each of your camp's dead. You may kill one "
    "player a night only while your camp has no Queen, or fewer than 2 Pawns, Knights and Bishops; never a "
    "one-hit kill. Once a game you may castle: you secretly swap roles with your camp's original Rook, if alive.",
    "你的身份公开，本方有人死亡时你会私下得知其身份。只有本方没有后，或兵、马、象合计少于 2 个时，你才能每夜杀一人，"
    "且不能一击必杀。全局一次王车易位：与本方原来的车秘密交换身份。"};

// Queen: CW-9 (kill or rest, one-hit kill, pawn cover still applies), CW-12 (a knight's exchange).
constexpr Text ChessQueen{
    "Each night you kill one player, or rest. A kill on the night right after a rest is a one-hit kill: "
    "imprisonment and heals cannot stop it, though a Pawn covering the target still dies in its place. "
    "If a Knight covers your target by exchange, you die with it.",
    "每夜杀一人，或休息。休息后的下一夜杀人即一击必杀：无视禁锢和救治，但目标若被兵转移，由该兵代死。"
    "若目标受马的兑子保护，你与其同死。"};

// Rook: CW-10 (imprison), CW-4 (the king included, chains and cycles, not castling nor a one-hit kill), CW-14.
constexpr Text ChessRook{
    "Each night you imprison one player, the King included: their action fails tonight. You cannot stop "
    "castling or a one-hit kill. If you are imprisoned yourself, yours fails, but imprisonments that form a "
    "cycle all succeed. If your King castles with you, you secretly become the King.",
    "每夜禁锢一人（王也可以），其当夜行动无效；但禁锢挡不住王车易位和一击必杀。你被禁锢则你的禁锢失效，互相禁锢则都生效。"
    "王与你王车易位后，你秘密成为王。"};

// Bishop: CW-11 (save and pardon an own player, not the king, never itself), CW-17 (pardon).
constexpr Text ChessBishop{
    "Each night you name one player, never yourself. If they are of your camp and not the King, they survive "
    "kills tonight (not a one-hit kill or death by exchange), and if voted out the next day they are pardoned: "
    "nobody is executed. Naming an enemy does nothing.",
    "每夜指定一人（不能是自己）。若是本方成员（王除外），当夜被杀可获救治（挡不住一击必杀和兑子而死）；次日若被投票处决则获特赦，"
    "当天无人被处决。指定对方无效。"};

// Knight: CW-12 (exchange or curse).
constexpr Text ChessKnight{
    "Each night you either cover one player by exchange or curse one. Exchange: if they are of your camp and "
    "a Queen kills them tonight, that Queen dies too (not a King). Curse: at the next day's vote they get extra "
    "votes, half the living players of your enemy's camp, rounded up.",
    "每夜二选一：兑子或诅咒一人。兑子：若此人是本方成员且当夜被后所杀，该后同死（被王所杀无效）。"
    "诅咒：次日计票时此人加票，票数为对方阵营存活人数的一半（进一）。"};

// Pawn: CW-5 (cover), CW-4 (imprison an enemy pawn), CW-13 (promotion).
constexpr Text ChessPawn{
    "Each night you name one player. Your own Queen, Rook, Knight or Bishop: every harm aimed at them tonight "
    "(kill, imprisonment, curse, death by exchange) falls on you instead. An enemy Pawn: it is imprisoned. "
    "Anyone else: nothing. "
    "Alive after taking harm on three nights, you must promote; your King chooses your new role.",
    "每夜指定一人：本方后、车、马、象当夜受到的负面效果（被杀、禁锢、兑子而死、诅咒）都转移到你身上；对方兵则被禁锢；"
    "其他人无效。累计三夜替人承受后仍活着，必须升变，由王决定升变为何子。"};

} // namespace

std::string roleDescription(Game g, Role r, Language l)
{
    if (gameOf(r) != g)
        return {};
    const Text* t = nullptr;
    switch (r) {
    case Role::General: t = &XiangqiGeneral; break;
    case Role::Chariot: t = &XiangqiChariot; break;
    case Role::Horse: t = &XiangqiHorse; break;
    case Role::Cannon: t = &XiangqiCannon; break;
    case Role::Elephant: t = &XiangqiElephant; break;
    case Role::LeftAdvisor: t = &XiangqiLeftAdvisor; break;
    case Role::RightAdvisor: t = &XiangqiRightAdvisor; break;
    case Role::Soldier: t = &XiangqiSoldier; break;
    case Role::King: t = &ChessKing; break;
    case Role::Queen: t = &ChessQueen; break;
    case Role::Rook: t = &ChessRook; break;
    case Role::Knight: t = &ChessKnight; break;
    case Role::Bishop: t = &ChessBishop; break;
    case Role::Pawn: t = &ChessPawn; break;
    }
    return t ? pick(*t, l) : std::string();
}

std::string campGoal(Game g, Camp c, Language l)
{
    const bool black = c == Camp::Black;
    if (g == Game::Xiangqi) {
        // XW-23 (the enemy 帅 dies; both the same night: draw), XW-22 (general-kill condition), XW-9/XW-24 (kill or vote).
        static constexpr Text Red{
            "Red wins when the black General dies, killed at night or voted out by day. It can die only once black "
            "has no Soldier left, or no Advisor and no Elephant; if both Generals die the same night, it is a draw.",
            "红方胜利条件：杀死或投票处决黑方的将。黑方卒全灭，或士、象全灭后，将才会死；帅、将同夜死亡为平局。"};
        static constexpr Text Black{
            "Black wins when the red General dies, killed at night or voted out by day. It can die only once red "
            "has no Soldier left, or no Advisor and no Elephant; if both Generals die the same night, it is a draw.",
            "黑方胜利条件：杀死或投票处决红方的帅。红方兵全灭，或仕、相全灭后，帅才会死；帅、将同夜死亡为平局。"};
        return pick(black ? Black : Red, l);
    }
    // CW-16 (the enemy's real king dies; both in one night: draw), CW-15 (check condition), CW-14 (castling), CW-3.
    static constexpr Text White{
        "White wins when Black's real King dies, killed at night or voted out; after a secret castling it may be "
        "another player. It can die only once Black has fewer than 2 Pawns, Knights and Bishops alive in total "
        "(the moderator never says when); both Kings dying the same night is a draw.",
        "白方胜利条件：杀死或投票处决黑方真正的王（王车易位后可能已换人）。黑方兵、马、象合计少于 2 个时王才会死"
        "（法官不提示）；双王同夜死亡为平局。"};
    static constexpr Text Black{
        "Black wins when White's real King dies, killed at night or voted out; after a secret castling it may be "
        "another player. It can die only once White has fewer than 2 Pawns, Knights and Bishops alive in total "
        "(the moderator never says when); both Kings dying the same night is a draw.",
        "黑方胜利条件：杀死或投票处决白方真正的王（王车易位后可能已换人）。白方兵、马、象合计少于 2 个时王才会死"
        "（法官不提示）；双王同夜死亡为平局。"};
    return pick(black ? Black : White, l);
}

} // namespace qiyuan::werewolf
