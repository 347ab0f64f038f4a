<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BanqiRuleWords</name>
    <message>
        <location filename="../ui/banqi/banqirules.cpp" line="+39"/>
        <source>Equal ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture face-down pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chariot runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannon targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soldier and general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chase limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-progress limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ply limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When a piece captures one of the same rank: both leave the board, or only the captured one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture may target a face-down piece: it turns up, and is taken only if the ranks allow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a capture the same piece may capture again in the same turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chariot moves any distance along a free row or column and captures at its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a cannon may capture by jumping: any piece, or only pieces it outranks or equals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether a soldier may take the general, or the general takes soldiers by rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many chase moves in a row one piece may make on another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is drawn when a position occurs this many times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is drawn after this many plies without a flip or a capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game not over after this many plies is drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both pieces leave the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The capturing piece stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: one capture a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face-up pieces only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face-up and face-down pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only pieces it outranks or equals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A soldier takes the general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict ranks: the general takes soldiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chain captures of face-down pieces need “Capture face-down pieces” to be on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+210"/>
        <source>%1 (changed)</source>
        <extracomment>A 翻翻棋 rule set whose options differ from its preset: %1 the preset (&quot;Taiwan rules&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-198"/>
        <source>%1: %2</source>
        <extracomment>A changed 翻翻棋 rule option: %1 its name, %2 its value (&quot;Chain captures: face-up pieces only&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown banqi rule set &quot;%1&quot;.</source>
        <extracomment>%1 a rule set&apos;s key from a file or a LAN table</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>These rule options cannot be used: %1</source>
        <extracomment>%1 the engine&apos;s English sentence about a rule option it cannot use</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Rules:</source>
        <extracomment>The 翻翻棋 rule set (preset) in the new-game dialog</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rule set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameNames</name>
    <message>
        <location filename="../ui/gamenames.cpp" line="+9"/>
        <source>Xiangqi</source>
        <comment>game name</comment>
        <extracomment>中国象棋, the standard game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dark Chess</source>
        <comment>game name</comment>
        <extracomment>翻翻棋 (banqi), played face down on half a board</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring Xiangqi</source>
        <comment>game name</comment>
        <extracomment>积分象棋</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xiangqi Role Game</source>
        <comment>game name</comment>
        <extracomment>中国象棋版杀: a werewolf-style game where each player is one xiangqi piece</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess Role Game</source>
        <comment>game name</comment>
        <extracomment>国际象棋版杀: a werewolf-style game where each player is one chess piece</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The classic game of the river and the palace: checkmate the enemy General.</source>
        <extracomment>One line on the start page</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All pieces start face down on half a board: flip, move and capture by rank.</source>
        <extracomment>One line on the start page. 翻 = flip a face-down piece</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xiangqi where pieces change kind and moves score points: reach the target or checkmate.</source>
        <extracomment>One line on the start page. Kinds: normal, small, king, idle pieces</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red against black, each player secretly one piece; a moderator runs nights and day votes.</source>
        <extracomment>One line on the start page. 法官 = moderator</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White against black, each player secretly one chess piece; a moderator runs the nights.</source>
        <extracomment>One line on the start page. moderator = 法官 (the glossary word, in both role games)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n player(s)</source>
        <comment>table size</comment>
        <extracomment>Seats at a standard table of the game</extracomment>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>QQ rules</source>
        <comment>dark chess rule set</comment>
        <extracomment>翻翻棋 rule set of mainland China (QQ game rules)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taiwan rules</source>
        <comment>dark chess rule set</comment>
        <extracomment>翻翻棋 rule set of Taiwan (暗棋)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TCGA rules</source>
        <comment>dark chess rule set</comment>
        <extracomment>翻翻棋 rule set of the TCGA computer olympiad (台灣電腦對局學會)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chariot rush rules</source>
        <comment>dark chess rule set</comment>
        <extracomment>翻翻棋 rule set: the Taiwan rules with 車直衝 (the chariot runs along a free line)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Simple</source>
        <comment>scoring xiangqi rule set</comment>
        <extracomment>积分象棋 rule set 简明</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match</source>
        <comment>scoring xiangqi rule set</comment>
        <extracomment>积分象棋 rule set 比赛</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contest</source>
        <comment>scoring xiangqi rule set</comment>
        <extracomment>积分象棋 rule set 竞赛</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standard rules</source>
        <comment>rule set</comment>
        <extracomment>The only rule set of a game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mainland rules: equal ranks destroy each other, a chase may last at most 10 moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taiwan rules: the attacker survives an equal rank, no chase limit, a draw after 50 plies without a flip or capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer olympiad rules: Taiwan captures, no chase limit, threefold repetition and 60 plies without a flip or capture draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taiwan rules in which a chariot runs any distance along a free row or column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal and idle pieces; idle moves score, a check costs a point. First to 30.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal, small and idle pieces; a check gives the opponent 2 points. First to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adds king pieces and two moves a turn until the first capture. First to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Two players</source>
        <comment>play mode</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moderate here</source>
        <comment>play mode</comment>
        <extracomment>Play mode: 热座, two players take turns at one computer; for a role game (版杀): the moderator (法官) runs it on this computer</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against the computer</source>
        <comment>play mode</comment>
        <extracomment>Play mode</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host on LAN</source>
        <comment>play mode</comment>
        <extracomment>Play mode: open a game on the local network (局域网) for others to join; the same words at every game (局域网建局)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join on LAN</source>
        <comment>play mode</comment>
        <extracomment>Play mode: join a game someone hosts on the local network (局域网); the same words at every game (局域网加入)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run the game as the moderator on this computer: players tell you their actions in private.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two players take turns on this computer (hot-seat).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a table on the local network and run it as the moderator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a game on the local network for a friend to join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a seat at a table hosted on the local network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join a game hosted on the local network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Comes in a later version.</source>
        <extracomment>Tooltip of a game mode or menu item that is not finished yet</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandicapBox</name>
    <message>
        <location filename="../ui/xiangqi/handicapbox.cpp" line="+25"/>
        <source>Left Cannon</source>
        <extracomment>A handicap (让子): the stronger player (red) plays without its left cannon</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left Horse</source>
        <extracomment>A handicap (让子): without red&apos;s left horse</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right Horse</source>
        <extracomment>A handicap (让子): without red&apos;s right horse</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both Cannons</source>
        <extracomment>A handicap (让子): without both of red&apos;s cannons</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both Horses</source>
        <extracomment>A handicap (让子): without both of red&apos;s horses</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left Chariot</source>
        <extracomment>A handicap (让子): without red&apos;s left chariot</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right Chariot</source>
        <extracomment>A handicap (让子): without red&apos;s right chariot</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chariot and Horse</source>
        <extracomment>A handicap (让子): without red&apos;s left chariot and left horse</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both Chariots</source>
        <extracomment>A handicap (让子): without both of red&apos;s chariots</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nine Pieces</source>
        <extracomment>A handicap (让子): without red&apos;s five soldiers, two advisors and two elephants</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::AnalysisPanel</name>
    <message>
        <location filename="../ui/xiangqi/analysispanel.cpp" line="+188"/>
        <source>Analysing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Red mates in %1</source>
        <extracomment>红方N步杀: red mates in %1 moves</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Black mates in %1</source>
        <extracomment>黑方N步杀: black mates in %1 moves</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkmated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 nodes/s</source>
        <extracomment>Search speed; %1 is a number like &quot;1.2 M&quot; or &quot;350 k&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Depth %1</source>
        <extracomment>Search depth in plies</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The evaluation from red&apos;s point of view, in pawns: positive favours red.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>d%1</source>
        <extracomment>The search depth of one line of the analysis, in plies (short: the lines stand in a narrow column)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The best line the engine sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The line the engine ranks number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search depth in plies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This engine shows only its best line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This engine shows at most %1 lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Engine:</source>
        <extracomment>The engine that analyses the position</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Lines:</source>
        <extracomment>How many of the engine&apos;s best lines the panel shows (MultiPV), 1 to 5</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many of the best moves to analyse, each with its line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qiyuan (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::BanqiBoard</name>
    <message>
        <location filename="../ui/banqi/banqiboard.cpp" line="+60"/>
        <source>Banqi board</source>
        <extracomment>Accessible name of the 翻翻棋 board widget</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::BanqiNewGameDialog</name>
    <message>
        <location filename="../ui/banqi/banqinewgamedialog.cpp" line="+52"/>
        <source>30-second turn clock (three timeouts lose)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>New game: %1</source>
        <extracomment>Title of the new-game dialog; %1 the game&apos;s name as the chooser says it (翻翻棋)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 against the computer</source>
        <extracomment>Title of the new-game dialog against the computer; %1 the game&apos;s name (翻翻棋人机对弈)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clock runs for you only: the computer answers at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players allow take-backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Allow take-backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A take-back undoes your last action and the computer&apos;s answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking back a flip shows where a piece lies: allow it only if both players agree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You act first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer acts first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <extracomment>Who acts first in a game against the computer is drawn by lot</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>First action:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::BanqiTable</name>
    <message>
        <location filename="../ui/banqi/banqitexts.cpp" line="+47"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a square of the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no piece there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That piece belongs to the other player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A piece cannot capture a piece of its own colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>There is no face-down piece to flip there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before the first flip, the only possible action is to flip a piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A face-down piece cannot move: flip it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pieces move and capture one square along a row or column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only face-up pieces can be captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A piece cannot capture a higher-ranked piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The General cannot capture a Soldier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Cannon never captures an adjacent piece: it jumps over a screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Cannon captures only by jumping over exactly one piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That would be more chase moves in a row on the same piece than these rules allow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resigning and draws are possible only once 40 plies have been played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no turn of chain captures to end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the piece that just captured may go on: capture again or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The piece that just captured may only capture again, or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under these rules chain captures go on only onto face-up pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Chariot runs only along a free row or column and captures the first piece it meets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under these rules a Cannon captures only a Cannon or a Soldier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under strict ranks a Soldier cannot capture the General.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That action is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Red General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black Elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Chariot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black Chariot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Horse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black Horse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black Cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black Soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/capturedstrip.cpp" line="+33"/>
        <location line="+38"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitable.cpp" line="+34"/>
        <location filename="../ui/banqi/banqitexts.cpp" line="+18"/>
        <source>Unknown banqi rule set &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitexts.cpp" line="+9"/>
        <source>Action %1 (&quot;%2&quot;) is not a banqi action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action %1 (&quot;%2&quot;) is not possible: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitable.cpp" line="+155"/>
        <source>Wait: it is your opponent&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitable.h" line="+189"/>
        <source>Asked your opponent to take back your last action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitable.cpp" line="+70"/>
        <source>The last action was taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 resigns the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Wait: the computer is to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Free seat</source>
        <extracomment>Over the LAN: a seat nobody has taken yet</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The computer is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Looking for a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Hint: end the turn.</source>
        <extracomment>BQ-17 連吃: the hint is to stop capturing and pass the turn</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: flip %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: %1 to %2.</source>
        <extracomment>A hint: move (or capture with) the piece on %1 to %2</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Resign this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-128"/>
        <source>%1 ran out of time: timeout %2 of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+197"/>
        <source>Computer</source>
        <extracomment>The two sides of a game against the computer</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+10"/>
        <source>You</source>
        <extracomment>Over the LAN: the player at this computer</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Opponent</source>
        <extracomment>Over the LAN: the player at the other computer, before a name is known</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player %1</source>
        <extracomment>A seat at the hot-seat table: Player 1 or Player 2</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitablelayout.cpp" line="+188"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: colour not yet known</source>
        <extracomment>The colour of a player before the first flip decides it (BQ-2)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (acts first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Timeouts: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../ui/banqi/banqitableresult.cpp" line="+191"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer is to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game starts when both seats are taken</source>
        <extracomment>Over the LAN before the game starts: a seat at the table is still free</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Red lost:</source>
        <extracomment>Followed by the pieces red has lost</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black lost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ply %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turn clock off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Capture again with the piece on %1, or end the turn.</source>
        <extracomment>BQ-17 連吃: %1 the square of the piece that just captured (&quot;c3&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last action: %1</source>
        <extracomment>The board&apos;s description for screen readers: %1 the last action as the action list writes it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ask your opponent to take back your last action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match against the computer: %1, %2 — you: %3, %4; the computer: %5, %6</source>
        <extracomment>The match line: %1 &quot;3 games&quot;, %2 &quot;1 draw&quot;, then each player&apos;s &quot;2 wins&quot; and &quot;14 points&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match: %1, %2 — Player 1: %3, %4; Player 2: %5, %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n game(s)</source>
        <comment>banqi match</comment>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n draw(s)</source>
        <comment>banqi match</comment>
        <translation>
            <numerusform>%n draw</numerusform>
            <numerusform>%n draws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+2"/>
        <source>%n win(s)</source>
        <comment>banqi match</comment>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Take-backs are off: taking back a flip would show where a piece lies, so both players must allow them in the new-game dialog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Take back the last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 point(s)</source>
        <comment>banqi match</comment>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Resigning and draw offers open at ply %1 (now ply %2).</source>
        <extracomment>Why Resign and Offer draw are off early in a game: %1 the first ply they may be used, %2 the ply now</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>You act first: flip any piece; its colour becomes yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer acts first: the colour of the piece it flips becomes its colour, and you play the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You were drawn to act first: flip any piece; its colour becomes yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was drawn to act first: flip any piece; its colour becomes yours.</source>
        <extracomment>A hot-seat game before the first action: %1 the player who acts first (&quot;Player 2&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer was drawn to act first: the colour of the piece it flips becomes its colour, and you play the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was drawn to act first: the colour of the first piece flipped becomes theirs, and the other player plays the other colour.</source>
        <extracomment>Over the LAN, to a spectator: %1 the player who acts first</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was drawn to act first: the colour of the piece they flip becomes theirs, and you play the other.</source>
        <extracomment>Over the LAN: %1 the opponent, who acts first</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules: %1</source>
        <extracomment>The side panel of the 翻翻棋 table: %1 the rule set (&quot;Taiwan rules&quot;, &quot;QQ rules (changed)&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Changed: %1</source>
        <extracomment>Under the rule set on the 翻翻棋 table: %1 the options changed from its preset, joined by &quot;; &quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <comment>between changed rule options</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are watching this game: only the players can act, resign or offer a draw.</source>
        <extracomment>Over the LAN, to a spectator: why the game buttons are off</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A flip cannot be taken back over the LAN: both players have seen the piece.</source>
        <extracomment>Under the game buttons over the LAN, when the last turn holds a flip</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take-backs are off: both players must allow them in the new-game dialog.</source>
        <extracomment>Under the game buttons, all game long (the Take back button&apos;s tooltip says why in full)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints are given on your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ends the turn</source>
        <extracomment>BQ-17 連吃: a player stopped capturing again and passed the turn</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You flip %1: %2</source>
        <extracomment>The human&apos;s flip in a game against the computer</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 flips %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 %3×%4 takes %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 %3×%4 turns up %5, which stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 %3–%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>End turn</source>
        <extracomment>BQ-17 連吃: stop capturing again with the same piece and pass the turn</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop capturing with this piece and pass the turn to your opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fairness…</source>
        <extracomment>The button that opens the deal&apos;s commitment and, after the game, its check</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the deal was fixed before the first flip, and its check after the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitableresult.cpp" line="-153"/>
        <source>no pieces left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three timeouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no legal action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the same position occurred three times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many plies without a flip or capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the ply limit was reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer (%1) wins: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>You (%1) win: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2) wins: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>This deal was set by hand: it has no commitment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal commitment (SHA-256): %1. The seed is revealed when the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal commitment (SHA-256): %1. Seed %2, salt &quot;%3&quot;: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the hash matches, the deal was fixed before the first flip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the hash does NOT match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Fairness</source>
        <extracomment>The title of the box that shows the deal&apos;s commitment and its check</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before the first flip the pieces were shuffled with a secret seed, and the seed&apos;s SHA-256 hash was fixed: the commitment below. When the game ends the seed is shown, and its hash is checked against the commitment: if they match, the deal was fixed before the game and nobody changed it during play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The deal was checked: it is fair (see Fairness).</source>
        <extracomment>After the result in the status line; &quot;Fairness&quot; is the side panel&apos;s button (Fairness…)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal check failed: the seed does not match its commitment (see Fairness).</source>
        <extracomment>After the result in the status line; &quot;Fairness&quot; is the side panel&apos;s button (Fairness…)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Games at this table: %1, draws: %2.</source>
        <extracomment>Over the LAN: the games played at this table so far (a host may play several in a row)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games in the match: %1, draws: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner&apos;s first capture took the General: bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won before ply %1: the early score applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deal was checked: it was fixed before the first flip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal check failed: the seed does not match its commitment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play again</source>
        <extracomment>再来一局: a new game with the same rules and players</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitablelayout.cpp" line="-8"/>
        <location filename="../ui/banqi/banqitableresult.cpp" line="+7"/>
        <source>Reset match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitableresult.cpp" line="+34"/>
        <source>The match score was reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitexts.cpp" line="-17"/>
        <location filename="../ui/banqi/banqitablefiles.cpp" line="+156"/>
        <source>This is not a banqi game file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This banqi file has version %1; this program reads version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The computer&apos;s player must be 1 or 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitablefiles.cpp" line="-88"/>
        <source>The computer&apos;s level must be from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitexts.cpp" line="-5"/>
        <source>The deal&apos;s seed is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal&apos;s salt may not contain line breaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal&apos;s seed does not match its commitment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is missing or wrong: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first seat must be 0 or 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file has no list of actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action %1 is not text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitablefiles.cpp" line="+19"/>
        <source>The record of the computer&apos;s level is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Banqi games (*.banqi)</source>
        <extracomment>File dialog filter; keep the pattern</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a banqi game file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A game on the LAN can be saved once it is over: until then the deal stays sealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitablelan.cpp" line="+59"/>
        <source>An action was taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Your opponent asks to take back an action. Do you agree?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent declined to take back the action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The turn ran out: a timeout mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitablelayout.cpp" line="+5"/>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitableresult.cpp" line="-145"/>
        <source>Deal commitment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::ClockChooser</name>
    <message>
        <location filename="../ui/timecontroldialog.cpp" line="+384"/>
        <source>Change…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::CollectionModel</name>
    <message>
        <location filename="../ui/xiangqi/collectionview.cpp" line="+43"/>
        <source>Red wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n ply(s)</source>
        <translation>
            <numerusform>%n ply</numerusform>
            <numerusform>%n plies</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set-up position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::CollectionView</name>
    <message numerus="yes">
        <location line="+147"/>
        <source>%n game(s)</source>
        <extracomment>%1 games shown of %2 in the collection</extracomment>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n game(s)</source>
        <translation>
            <numerusform>%1 of %n game</numerusform>
            <numerusform>%1 of %n games</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Filter by player, event or any text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games of the collection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::ComputerGameDialog</name>
    <message>
        <location filename="../ui/computergamedialog.cpp" line="+66"/>
        <source>1 — beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 — novice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 — casual player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 — club player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 — strong club player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 — expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 — master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 — full strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game against the computer</source>
        <extracomment>Title of the dialog that starts a game against the computer</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;You play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opponent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Qiyuan (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>External engine: %1</source>
        <extracomment>%1 is the name of an external engine set in Settings</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An external engine plays at its own strength; the level sets its time per move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower levels think less deeply and now and then choose a weaker move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::ComputerLevelDialog</name>
    <message>
        <location filename="../ui/computerleveldialog.cpp" line="+20"/>
        <location line="+3"/>
        <source>Computer level</source>
        <extracomment>Title of the dialog that changes the computer&apos;s level during a game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer &amp;level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game goes on from this move. A new clock starts afresh for both sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game goes on from this move, the clock as it is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::CrosstableView</name>
    <message>
        <location filename="../ui/tournament/crosstableview.cpp" line="+67"/>
        <source>F11: full screen · Esc: close</source>
        <extracomment>The projector view of the crosstable: how to leave it</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::EngineMatchWindow</name>
    <message>
        <location filename="../ui/enginematch/enginematchwindow.cpp" line="+216"/>
        <source>Engine &amp;Match...</source>
        <comment>menu</comment>
        <extracomment>Game menu: two engines play a match (引擎对战)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let two engines play a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+102"/>
        <source>Engine Match</source>
        <extracomment>Title of the engine match window (引擎对战)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-101"/>
        <source>&amp;First engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;econd engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Built-in, level %1</source>
        <extracomment>An engine of the match: the built-in AI at a level (%1: &quot;8 — master&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;iming:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A time per move</source>
        <extracomment>How the engines are timed: each move the same fixed time</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game clock</source>
        <extracomment>How the engines are timed: a game clock for each side (any kind: increment, byo-yomi, ...)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> ms</source>
        <extracomment>Milliseconds, after the time per move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Openings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built-in (ten common openings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%n opening(s))</source>
        <translation>
            <numerusform>%1 (%n opening)</numerusform>
            <numerusform>%1 (%n openings)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hoose...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;PGN...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+12"/>
        <source>Openings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Openings (one FEN or ICCS line a line) (*.txt *.epd);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a clock with time for both sides, or a time per move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The match could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Red %1</source>
        <extracomment>The engine match&apos;s clocks: %1 the time left, e.g. &quot;Red 0:59&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black %1</source>
        <extracomment>The engine match&apos;s clocks: %1 the time left, e.g. &quot;Black 0:58&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>perpetual check (长将)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>perpetual chase (长捉)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>120 moves without a capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the engine crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the engine did not move in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>illegal move: %1</source>
        <extracomment>%1 the move as the engine wrote it, and why it was refused</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mate in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mated in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — depth %2, %3: %4</source>
        <extracomment>An engine&apos;s thinking: %1 its name, %2 the depth, %3 the score from its own side, %4 the line it expects</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 %2 : %3 %4 (+%5 =%6 −%7), Elo %8 ± %9</source>
        <extracomment>The match score: %1 the first engine, %2 its points, %3 the second&apos;s points, %4 the second engine, %5 wins, %6 draws, %7 losses of the first, %8 the Elo difference, %9 its 95% error</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;ause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose two engines and start the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The match is over: %n game(s).</source>
        <translation>
            <numerusform>The match is over: %n game.</numerusform>
            <numerusform>The match is over: %n games.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game %1 of %2: %3 (red) against %4 (black)</source>
        <extracomment>%1 the game&apos;s number, %2 of how many, %3 the red engine, %4 the black engine</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Starting the engines...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+6"/>
        <source>Save the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Engine match.pgn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PGN game records (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The games could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::EngineSettingsPage</name>
    <message>
        <location filename="../ui/enginesettings.cpp" line="+131"/>
        <source>Choose a UCI engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Set the engine&apos;s program first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>OK: %1 answers as a UCI engine (%n option(s)).</source>
        <extracomment>%1: the engine&apos;s name; %n: how many options it offers</extracomment>
        <translation>
            <numerusform>OK: %1 answers as a UCI engine (%n option).</numerusform>
            <numerusform>OK: %1 answers as a UCI engine (%n options).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not usable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>New engine</source>
        <extracomment>A new entry in the list of engines, before its program is set</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the engine&apos;s own name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+75"/>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Test</source>
        <extracomment>Starts the engine once to check it and read its options</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Program:</source>
        <extracomment>The executable file of the engine</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;rguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The program of a xiangqi engine that speaks UCI (e.g. Pikafish, Fairy-Stockfish).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options: press Test to read them from the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::ExplorerPanel</name>
    <message numerus="yes">
        <location filename="../ui/xiangqi/explorerpanel.cpp" line="+101"/>
        <source>Reading %n game(s) of the collection for the opening explorer…</source>
        <extracomment>The opening explorer while it reads a collection; %n games</extracomment>
        <translation>
            <numerusform>Reading %n game of the collection for the opening explorer…</numerusform>
            <numerusform>Reading %n games of the collection for the opening explorer…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening explorer: no game of the collection reached this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Opening explorer: %n game(s) reached this position.</source>
        <extracomment>%n: games of the collection that reached the position on the board</extracomment>
        <translation>
            <numerusform>Opening explorer: %n game reached this position.</numerusform>
            <numerusform>Opening explorer: %n games reached this position.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red</source>
        <comment>explorer column</comment>
        <extracomment>Column: games red won after the move (as short as possible)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <comment>explorer column</comment>
        <extracomment>Column: drawn games after the move (as short as possible)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <comment>explorer column</comment>
        <extracomment>Column: games black won after the move (as short as possible)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The move played from this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games that played the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of those, games red won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Of those, drawn games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Of those, games black won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a move to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening explorer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::GameCard</name>
    <message>
        <location filename="../ui/gamecard.cpp" line="+195"/>
        <source>Rules:</source>
        <extracomment>Label before the rule-set choices of a game (e.g. QQ rules / Taiwan rules)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::GamePage</name>
    <message>
        <location filename="../ui/gamepage.h" line="+102"/>
        <location line="+9"/>
        <source>This game has no files.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::HandicapBox</name>
    <message>
        <location filename="../ui/xiangqi/handicapbox.cpp" line="+47"/>
        <source>Hand&amp;icap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>None (even game)</source>
        <extracomment>The handicap chooser&apos;s first entry: an even game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <extracomment>A handicap in the chooser: %1 its name, %2 the players&apos; Chinese name (让左马); red gives it and moves first</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red gives the odds: it plays without these pieces and moves first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::JifenHowToPlay</name>
    <message>
        <location filename="../ui/jifen/jifenguide.cpp" line="+30"/>
        <source>%1 rules</source>
        <extracomment>A scoring xiangqi rule set, e.g. &quot;Simple rules&quot; (简明规则)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 — first to %n point(s)</source>
        <extracomment>The rule set and the target score, e.g. &quot;Simple rules — first to 30 points&quot;</extracomment>
        <translation>
            <numerusform>%1 — first to %n point</numerusform>
            <numerusform>%1 — first to %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Never captures, so it gives no check.</source>
        <extracomment>An idle piece (闲子): SC-1, a piece that may not capture gives no check</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captures as in xiangqi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Captures as in xiangqi, but never a %1 piece.</source>
        <extracomment>%1: the kinds it may not capture, e.g. &quot;small&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capturing any king piece wins the game at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 for you</source>
        <extracomment>Points a move gives the side that moved, e.g. &quot;+1 for you&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 for your opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its moves score nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each move: %1.</source>
        <extracomment>e.g. &quot;Each move: +1 for you.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+15"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>you %1</source>
        <extracomment>Under a kind chooser button: each move of the piece gives you these points</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>opponent %1</source>
        <extracomment>Under a kind chooser button: each move of the piece gives your opponent these points</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A check scores like any other move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>costs you %n point(s)</source>
        <translation>
            <numerusform>costs you %n point</numerusform>
            <numerusform>costs you %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gives you %n point(s)</source>
        <translation>
            <numerusform>gives you %n point</numerusform>
            <numerusform>gives you %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gives your opponent %n point(s)</source>
        <translation>
            <numerusform>gives your opponent %n point</numerusform>
            <numerusform>gives your opponent %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A check scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A check %1, instead of the move&apos;s points.</source>
        <extracomment>%1 e.g. &quot;gives your opponent 2 points&quot;; 将军 replaces the move&apos;s own points</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pieces move as in xiangqi and every piece starts normal; a piece&apos;s kind, shown on its face, changes only what it may capture and what its moves score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After each move you may change the kind of the piece you moved (a box opens beside it; Enter keeps the kind). The move scores by the kind the piece had when it moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From the game&apos;s first capture on (that capture included), you may change the kind of the piece you moved (a box opens beside it; Enter keeps the kind). The move scores by the kind the piece had when it moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Red&apos;s first turn is one move and may not capture. Until the game&apos;s first capture a turn may have two moves: after the first, make a second or press End turn; a capture or a check ends the turn at once. From the first capture on, a turn is one move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each turn is one move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reach %1 points first, or checkmate or stalemate (困毙) your opponent, to win. Scores can go below zero. %2 moves without a result are a draw.</source>
        <extracomment>困毙: the side to move has no legal move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How to play: %1</source>
        <extracomment>Title of the one-screen introduction to a scoring xiangqi rule set</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>This page is in Help → How to Play whenever the table is open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::JifenTable</name>
    <message>
        <location filename="../ui/jifen/jifentexts.cpp" line="+38"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An idle piece never captures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A %1 piece may not capture a %2 piece.</source>
        <extracomment>e.g. &quot;A small piece may not capture a small piece.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game&apos;s first move may not capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That would leave your General in check (送将).</source>
        <extracomment>送将</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two Generals may not face each other on an open file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pieces are not used in these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece already is of that kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kinds may change only from the game&apos;s first capture on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn can be ended only after its first move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Illegal move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Check</source>
        <extracomment>将军: the move gives check</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Normal piece moved</source>
        <extracomment>普通子走一着</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small piece moved</source>
        <extracomment>小子走一着</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King piece moved</source>
        <extracomment>王子走一着</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Idle piece moved</source>
        <extracomment>闲子走一着</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>opponent %1</source>
        <extracomment>Points the move gave the other side, e.g. &quot;opponent +2&quot; (对方+2)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no points</source>
        <extracomment>不得分</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <comment>move points</comment>
        <extracomment>What a move scored: the reason, then the points, e.g. &quot;闲子走一着 +1&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a king piece was captured</source>
        <extracomment>吃王子: capturing any king piece wins (contest rules)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reached the target score of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>200 moves (400 plies) without a result</source>
        <extracomment>The ply limit: 400 single moves of either side, 200 moves of both (走满 400 着)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentablelayout.cpp" line="+32"/>
        <location filename="../ui/jifen/jifentablefiles.cpp" line="+73"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/jifen/jifentablefiles.cpp" line="+0"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentable.cpp" line="+114"/>
        <location line="+39"/>
        <source>Wait: it is your opponent&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Choose the piece&apos;s kind (Enter keeps it, Escape takes the move back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-53"/>
        <source>No legal second move: the turn passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First capture: from now on one move per turn, and kinds may change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentable.h" line="+153"/>
        <source>Asked your opponent to take back your last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentablelayout.cpp" line="+239"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Red %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scoring xiangqi board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — the game starts when both seats are taken</source>
        <extracomment>Over the LAN before the game starts: a seat at the table is still free</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 — your opponent&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 (computer) is thinking…</source>
        <extracomment>The computer opponent is searching; %1 is its side (Red or Black)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (computer) is thinking… depth %2</source>
        <extracomment>%2 is the depth of the search completed so far, in actions</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to move: one move, no capture (first turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move: move 1 of 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move: move 2 of 2, or end the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+56"/>
        <source>End turn</source>
        <extracomment>A contest player ended a two-move turn after its first move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-51"/>
        <location filename="../ui/jifen/jifentablecomputer.cpp" line="+102"/>
        <source>%1 → %2</source>
        <extracomment>A move and the moved piece&apos;s new kind, e.g. &quot;炮二平五 → Idle&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>king piece captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no second move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The rules and the target were set when the game started; they do not change during the game.</source>
        <extracomment>SC-6: the target is agreed in the new-game dialog</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piece kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show a good action for the side to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentablecomputer.cpp" line="-28"/>
        <source>Looking for a good action…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>end the turn</source>
        <extracomment>The hint is to end a two-move turn after its first move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: %1</source>
        <extracomment>A suggested action (提示); %1 is the move, or &quot;end the turn&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentablefiles.cpp" line="-29"/>
        <source> points</source>
        <extracomment>The number of points that wins a scoring xiangqi game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+20"/>
        <source>&amp;Target score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>New game: %1</source>
        <extracomment>Title of the dialog that starts a two-player game; %1 the game&apos;s name as the chooser says it (积分象棋)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The target cannot change once the game has started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Scoring xiangqi games (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game is not a game of scoring xiangqi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentablelan.cpp" line="+48"/>
        <source>A turn was taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Your opponent asks to take back a turn. Do you agree?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent declined to take back the turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::KindChooser</name>
    <message>
        <location filename="../ui/jifen/kindchooser.cpp" line="+22"/>
        <source>Normal</source>
        <extracomment>普通棋子 (大棋子): a piece of kind normal in 积分象棋</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small</source>
        <extracomment>小棋子</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <extracomment>王棋子</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Idle</source>
        <extracomment>闲棋子</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Kind after the move (its moves will score):</source>
        <extracomment>Shown above the kind choices after a move in 积分象棋</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep</source>
        <extracomment>The moved piece keeps its kind (the default choice)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (key %2 or %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::LanChatBox</name>
    <message>
        <location filename="../ui/lan/lanchatbox.cpp" line="+43"/>
        <source>Spectator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (spectator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <extracomment>A chat line: %1 who, %2 what</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>— %1 —</source>
        <extracomment>A line of the table itself in the chat&apos;s log (a result, a new game), set apart from what people wrote</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Message to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::LanHostDialog</name>
    <message>
        <location filename="../ui/lan/lanhostdialog.cpp" line="+142"/>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <location filename="../ui/lan/lanstart.cpp" line="+36"/>
        <source>Host on LAN</source>
        <extracomment>Title of the dialog that hosts a game for another computer on the local network (局域网)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (Red, moves first)</source>
        <extracomment>Host on LAN for a tournament board: the colour of the player at this computer, %1 the player&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (Black)</source>
        <extracomment>Host on LAN for a tournament board: %1 the name of black&apos;s player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red (moves first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On</source>
        <extracomment>The 翻翻棋 turn clock (BQ-9): a time limit for every turn</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s per turn</source>
        <extracomment>Seconds per turn of the 翻翻棋 turn clock</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other computers on the local network see the table in their join dialog. Whoever sits down needs the 6-digit room code shown on your table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/lan/lanstart.cpp" line="+1"/>
        <source>The table could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::LanJoinDialog</name>
    <message>
        <location filename="../ui/lan/lanjoindialog.cpp" line="+170"/>
        <source>%1 (%2) — %3, both seats for LAN players — %4 — free seats: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2) — %3 — %4 — free seats: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Choose a table or type its address and port, and the 6-digit room code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This table plays %1 (%2): join it from that game on the start page.</source>
        <extracomment>%1: the game the host&apos;s table plays, %2: its rule set</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Taking your seat back at this table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Could not join the table: %1</source>
        <extracomment>%1: the system&apos;s reason, e.g. &quot;Connection refused&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-261"/>
        <source>Sitting down…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You did not sit down. Choose a table or type its address and port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Rule options of this table: %1</source>
        <extracomment>In the LAN join dialog, under the tables: %1 the chosen table&apos;s changed rule options</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The host&apos;s answer could not be read: it names no game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No Qiyuan table answered at this address and port, or its answer could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Guest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Turn clock: %1 s</source>
        <extracomment>A LAN table&apos;s turn clock (翻翻棋, BQ-9) before sitting down; %1 seconds per turn</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No turn clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clock: %1</source>
        <extracomment>A LAN table&apos;s clock before sitting down; %1 e.g. &quot;10 min + 5 s per move&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You cannot play at this table: %1</source>
        <extracomment>%1: why, e.g. the rule options of the table cannot be used</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sit down at this table?</source>
        <extracomment>The LAN join dialog shows a table reached by its address before the player sits down</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+17"/>
        <source>Sit down</source>
        <extracomment>The LAN join dialog&apos;s button once the table is shown: take the seat</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Join on LAN</source>
        <extracomment>Title of the dialog that joins a game hosted on another computer of the local network</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables on the local network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables on the local network cannot be listed here; type the host&apos;s address and port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Room code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only watch (no room code needed)</source>
        <extracomment>Join a LAN table as a spectator (观战): see the game, never act</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Don&apos;t sit down</source>
        <extracomment>The LAN join dialog: leave the table shown without sitting down</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-275"/>
        <location line="+273"/>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::LanLink</name>
    <message>
        <location filename="../ui/lan/lanlink.cpp" line="+11"/>
        <source>Wrong room code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many wrong room codes from this computer: wait a minute, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seat at this table is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your seat at this table was given up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host runs an incompatible version of Qiyuan.</source>
        <extracomment>The other computer runs a Qiyuan whose LAN protocol differs</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host refused the move: %1</source>
        <extracomment>%1: the reason in English from the host</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is paused until the opponent reconnects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game starts when an opponent sits down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resigning and draw offers are possible only from ply 40 (BQ-11).</source>
        <extracomment>翻翻棋 rule BQ-11</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no action to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spectators cannot act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no offer or request to answer any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host reported an error (%1): %2</source>
        <extracomment>%1: an error code of the LAN protocol, %2: its explanation in English</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the host did not answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+402"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="+85"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+19"/>
        <location line="+128"/>
        <location filename="../ui/mainwindowcollection.cpp" line="+122"/>
        <location line="+78"/>
        <location line="+7"/>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-117"/>
        <location line="+29"/>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="-3"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="-401"/>
        <source>Cannot resume the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be resumed:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>The saved game could not be resumed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not save the game in progress: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Resumed the game in progress (from the backup copy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Resumed the game in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not a game file of this program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+65"/>
        <source>The %1 game in progress has not been saved. Save it first?</source>
        <extracomment>%1: the game&apos;s name, %2: how it is played and how far it went</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 game in progress (%2) has not been saved. Save it first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="-45"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+103"/>
        <source>Cannot paste the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard does not hold a valid xiangqi FEN:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+91"/>
        <location line="+170"/>
        <location line="+134"/>
        <source>Qiyuan</source>
        <extracomment>Window title: the application&apos;s name, 棋苑 in Chinese</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-165"/>
        <source>&amp;Game</source>
        <comment>menu</comment>
        <extracomment>Menu holding New, Open, Save, Quit</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Game</source>
        <comment>menu</comment>
        <extracomment>Game menu: choose a new game on the start page</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a game to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open...</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Set Up Position...</source>
        <comment>menu</comment>
        <extracomment>Edit menu: open the position editor (摆棋). Its mnemonic must differ from Undo&apos;s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Position (FEN)</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Position (FEN)</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As...</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tournament...</source>
        <comment>menu</comment>
        <extracomment>Game menu: opens the tournament window (round robin, Swiss, crosstable)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <comment>menu</comment>
        <extracomment>Edit menu: take back the last move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings...</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Flip Board</source>
        <comment>menu</comment>
        <extracomment>View menu: turn the board round so the other side is at the bottom</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;ull Screen</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules of the Current Game</source>
        <comment>menu</comment>
        <extracomment>Help menu: the rules text of the game being played</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to &amp;Play</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About %1</source>
        <comment>menu</comment>
        <extracomment>%1 is the application name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+121"/>
        <source>&lt;h2&gt;Qiyuan %1&lt;/h2&gt;&lt;p&gt;A suite of xiangqi games: Xiangqi, Dark Chess, Scoring Xiangqi, and the Xiangqi and Chess role games.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;&lt;/p&gt;</source>
        <extracomment>About box. %1 = version. Keep the HTML tags.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>About %1</source>
        <extracomment>Title of the About box; %1 is the application name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindowcollection.cpp" line="-155"/>
        <source>Open &amp;Folder of XQF Games...</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List every XQF game file of a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &amp;List</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Game in List</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre&amp;vious Game in List</source>
        <comment>menu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+80"/>
        <source>%n file(s) of the folder could not be read: %1</source>
        <translation>
            <numerusform>%n file of the folder could not be read: %1</numerusform>
            <numerusform>%n files of the folder could not be read: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Game %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a folder of XQF games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open the folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::ModeratorSession</name>
    <message>
        <location filename="../engine/session/moderatorsession.cpp" line="+45"/>
        <source>The game has started: start a new game to deal again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The standard role set needs exactly %1 players; %2 are listed. Choose the reduced set for a smaller table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reduced table needs 2 to %1 players; %2 are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The deal is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal the roles first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+15"/>
        <source>The game has not started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-27"/>
        <source>%1 shoots only over a screen: choose the screen first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::MoveTreeView</name>
    <message>
        <location filename="../ui/xiangqi/movetree.cpp" line="+42"/>
        <source>Moves</source>
        <extracomment>The accessible name of the move list (the record with its variations)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+149"/>
        <source>%1. %2</source>
        <extracomment>A move in the move list for screen readers: %1 its number, %2 the move (red&apos;s move)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1… %2</source>
        <extracomment>A move in the move list for screen readers: %1 its number, %2 the move (black&apos;s move)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variation: %1</source>
        <extracomment>A move of a variation (变着) in the move list, for screen readers</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, with a comment</source>
        <extracomment>A move that has a comment, for screen readers</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::PiecePalette</name>
    <message>
        <location filename="../ui/xiangqi/piecepalette.cpp" line="+50"/>
        <source>Piece box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>eraser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>red general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red horse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black horse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red chariot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black chariot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black soldier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::PositionEditor</name>
    <message>
        <location filename="../ui/xiangqi/positioneditor.cpp" line="+163"/>
        <source>Clear the FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+167"/>
        <source>Set Up Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a point to put the selected piece there; drag pieces to move them or off the board to remove them; right-click clears a point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a piece to select it, or drag it onto the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lear board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flip board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a piece, then points to place it. Drag pieces on, around or off the board. Right-click clears a point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;EN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position as FEN. Type or paste a FEN here to set it up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Legal position, but red has no legal move: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legal position, but black has no legal move: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Legal position. Red to move, in check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Legal position. Black to move, in check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Legal position. Red to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Legal position. Black to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The clipboard holds no text; the position is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot paste: %1 The position is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>generals</source>
        <comment>red pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>generals</source>
        <comment>black pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>advisors</source>
        <comment>red pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>advisors</source>
        <comment>black pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elephants</source>
        <comment>red pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>elephants</source>
        <comment>black pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>horses</source>
        <comment>red pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>horses</source>
        <comment>black pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chariots</source>
        <comment>red pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chariots</source>
        <comment>black pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannons</source>
        <comment>red pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cannons</source>
        <comment>black pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>soldiers</source>
        <comment>red pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>soldiers</source>
        <comment>black pieces</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The %1 on %2 is outside its palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 on %2 is not on an advisor point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 on %2 is not on an elephant point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 on %2 is not on a point a soldier can reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Red has no general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black has no general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has %2 %3; at most %4 are allowed.</source>
        <extracomment>%1 = side (red/black), %2 = count, %3 = piece name in the plural, %4 = the limit</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The side not to move (%1) is in check, or the generals face each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not a valid FEN (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not a legal position (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::QuitDialog</name>
    <message>
        <location filename="../ui/quitdialog.cpp" line="+19"/>
        <location line="+16"/>
        <source>Unsaved games</source>
        <extracomment>Title of the question asked once when quitting with unsaved games
----------
Accessible name of the list of unsaved games in the quit question</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1: %2</source>
        <extracomment>A LAN game in the quit question: %1 the game&apos;s name, %2 what quitting does to it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A LAN game is under way. Quit anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has not been saved. Save it before quitting?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These games have not been saved. Save them before quitting?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Checked: save this game. Unchecked: discard it.</source>
        <extracomment>Tooltip of a game in the quit question: what its check box means</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncheck a game to discard it. A discarded game is not resumed at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LAN games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard all</source>
        <extracomment>Quit question: discard every unsaved game and quit</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Quit</source>
        <extracomment>Quit question: save every unsaved game (or only the checked ones), discard the rest, quit Quit question when only a LAN game is under way (nothing to save)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit without saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save checked, discard the rest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::RepetitionWarning</name>
    <message>
        <location filename="../ui/xiangqi/repetitionwarning.cpp" line="+63"/>
        <source>Play it anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose another move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This move repeats the position a third time, and the game would end: %1</source>
        <extracomment>Before a move that repeats a position a third time; %1 the verdict it would bring, e.g. &quot;Red loses: ...&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition warning</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::ReviewPanel</name>
    <message>
        <location filename="../ui/xiangqi/reviewpanel.cpp" line="+232"/>
        <source>Move %1, %2: the engine&apos;s choice too.</source>
        <extracomment>The review of the viewed move: %1 its number, %2 the move; it is what the engine plays too</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move %1, %2: gave away %3 points of winning chances; the engine plays %4.</source>
        <extracomment>The review of the viewed move: %1 its number, %2 the move with its mark (?!, ?, ??), %3 points of winning chances lost, %4 the engine&apos;s move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Review the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Review the game: the engine judges every move and marks the mistakes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: accuracy %2 % · ?! %3 · ? %4 · ?? %5</source>
        <extracomment>A side&apos;s review: %1 Red or Black, %2 accuracy in per cent, %3 %4 %5 the counts of ?! (inaccuracies), ? (mistakes), ?? (blunders)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Turning points:</source>
        <extracomment>Followed by the moves where the game turned (links)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>?! an inaccuracy, ? a mistake, ?? a blunder: a move that gave away 5, 10 or 15 points of the mover&apos;s winning chances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quick (0.2 s a move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal (1 s a move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep (3 s a move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the engine&apos;s line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red&apos;s winning chances over the game; click to go to a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game review</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::RulesDialog</name>
    <message>
        <location filename="../ui/rulesdialog.cpp" line="+83"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::SettingsDialog</name>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="+264"/>
        <source>Settings</source>
        <extracomment>Window title of the settings dialog</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <extracomment>Label of the UI language choice</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Applies at once to every open window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pieces:</source>
        <extracomment>Label of the choice between simplified (帅/将) and traditional (帥/將) piece characters</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simplified characters (帅 将 马 车)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traditional characters (帥 將 傌 俥)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Move notation:</source>
        <extracomment>Label of the move notation choice of the move list and saved games</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chinese (炮二平五)</source>
        <extracomment>Chinese move notation, e.g. 炮二平五</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>WXF (C2.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ICCS coordinates (h2e2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+52"/>
        <source>Off</source>
        <extracomment>The night timer set to 0 seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;coordinates on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the cannon and soldier poin&amp;t marks (炮位/兵位)</source>
        <extracomment>炮位/兵位: the small corner marks of a real xiangqi board</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm before &amp;resigning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A different move in a recor&amp;d:</source>
        <extracomment>Label of the choice what a move that differs from the next move of a game record (打谱) does</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask every time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a new variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make it the new main line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>General</source>
        <extracomment>Tab of the settings dialog with the language and play preferences</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engines</source>
        <extracomment>Tab of the settings dialog with the external UCI engines</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer opponent</source>
        <extracomment>Title of the settings group about the built-in computer opponent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hash table:</source>
        <extracomment>The memory of the built-in AI&apos;s transposition table</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> MiB</source>
        <extracomment>Unit after the hash table size: mebibytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads:</source>
        <extracomment>How many processor cores one search of the built-in AI uses</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Memory for the built-in xiangqi AI&apos;s search (1–2048 MiB). The opponent and the hint each use a table of this size; larger tables help at long thinking times. More threads find better moves in the same time, up to this computer&apos;s %n core(s).</source>
        <translation>
            <numerusform>Memory for the built-in xiangqi AI&apos;s search (1–2048 MiB). The opponent and the hint each use a table of this size; larger tables help at long thinking times. More threads find better moves in the same time, up to this computer&apos;s %n core.</numerusform>
            <numerusform>Memory for the built-in xiangqi AI&apos;s search (1–2048 MiB). The opponent and the hint each use a table of this size; larger tables help at long thinking times. More threads find better moves in the same time, up to this computer&apos;s %n cores.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Narrator (role games)</source>
        <extracomment>Title of the settings group of the role games&apos; narrator, who reads each phase aloud</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read each phase al&amp;oud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Voice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default for the language</source>
        <extracomment>The narrator&apos;s voice: the speech engine&apos;s own voice for the UI language</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sp&amp;eed:</source>
        <extracomment>The narrator&apos;s speaking speed, -10 (slowest) to 10 (fastest)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vol&amp;ume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;ime to act:</source>
        <extracomment>The time the narrator waits after calling a role awake, the same for every role</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+3"/>
        <source> s</source>
        <extracomment>Unit after the narrator&apos;s time to act: seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Time per spea&amp;ker:</source>
        <extracomment>The time each player has to speak during the day, shown on the projector and the phones</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Night timer &amp;for phones:</source>
        <extracomment>The time the phones have for their night entries (0: no night timer)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every role is called in the night order, alive or not, with the same time to act, so the pauses tell nobody who holds a role. Without a voice the script is shown in large type on the projector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>System language (%1)</source>
        <extracomment>Language choice that follows the system; %1 is the language it means here</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::SetupBoard</name>
    <message>
        <location filename="../ui/xiangqi/setupboard.cpp" line="+15"/>
        <source>Set-up board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::SidePanel</name>
    <message>
        <location filename="../ui/sidepanel.cpp" line="+143"/>
        <location line="+15"/>
        <source>Change level…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::StartPage</name>
    <message>
        <location filename="../ui/startpage.cpp" line="+223"/>
        <source>Choose a game</source>
        <extracomment>Heading of the start page</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick the rules and how you want to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The games open here one by one as their tables are finished; until then their buttons stay greyed out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games in progress</source>
        <extracomment>Heading of the list of unfinished games on the start page</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the game</source>
        <extracomment>Start page: go back to the game that was on screen (Esc)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament...</source>
        <extracomment>Start page: opens the tournament window (round robin, Swiss, crosstable)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue</source>
        <extracomment>Start page: go on with this unfinished game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue %1</source>
        <extracomment>Accessible name of a Continue button; %1: the game&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::TablePage</name>
    <message>
        <location filename="../ui/tablepage.cpp" line="+261"/>
        <source>Resign this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red resigns the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black resigns the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>checkmate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no legal move (困毙)</source>
        <extracomment>困毙: no legal move, which loses in xiangqi</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw agreed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Red wins: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black wins: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The computer declines the draw offer: it thinks it is ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Computer (%1)</source>
        <extracomment>A computer player&apos;s name in a saved game: %1 its level, e.g. &quot;4 — club player&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../ui/xiangqi/xiangqitablefiles.cpp" line="+96"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/xiangqi/xiangqitablefiles.cpp" line="+0"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 vs %2 %3</source>
        <extracomment>The name Save As suggests: %1 and %2 the players, %3 the game&apos;s date</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>From here on the computer plays at level %1.</source>
        <extracomment>After Game → Computer Level…; %1: the level&apos;s name, e.g. &quot;5 — strong club player&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new clock runs from here on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>over the LAN against %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>over the LAN</source>
        <extracomment>How a game in progress is played; %1: the opponent&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hot seat</source>
        <extracomment>Two people take turns at this computer (同屏对弈)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n move(s) played</source>
        <extracomment>How far a game in progress went: moves (回合) played, a move being both sides&apos; turns</extracomment>
        <translation>
            <numerusform>%n move played</numerusform>
            <numerusform>%n moves played</numerusform>
        </translation>
    </message>
    <message>
        <location line="+85"/>
        <source>&amp;Computer Level...</source>
        <comment>menu</comment>
        <extracomment>Game menu: change the computer&apos;s level (and the clock) during a game against it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tablepagelan.cpp" line="+29"/>
        <source>You host a LAN game at this table. Starting another closes your room: your opponent&apos;s game ends here. Go on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play a LAN game at this table. Starting another leaves it. Go on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the LAN game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tablepage.cpp" line="-56"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint</source>
        <extracomment>提示: the computer suggests a good move for the side to move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tablepagelan.cpp" line="+57"/>
        <source>The game from the host cannot be shown: %1</source>
        <extracomment>%1: why the host&apos;s data does not make a game (English)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reconnected to the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Your opponent is back at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your opponent left the table; the seat is kept for them for %n minute(s).</source>
        <translation>
            <numerusform>Your opponent left the table; the seat is kept for them for %n minute.</numerusform>
            <numerusform>Your opponent left the table; the seat is kept for them for %n minutes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 left the table; the seat is kept for them for %n minute(s).</source>
        <translation>
            <numerusform>%1 left the table; the seat is kept for them for %n minute.</numerusform>
            <numerusform>%1 left the table; the seat is kept for them for %n minutes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your opponent&apos;s connection was lost; the seat is kept for them for %n minute(s).</source>
        <translation>
            <numerusform>Your opponent&apos;s connection was lost; the seat is kept for them for %n minute.</numerusform>
            <numerusform>Your opponent&apos;s connection was lost; the seat is kept for them for %n minutes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1&apos;s connection was lost; the seat is kept for them for %n minute(s).</source>
        <translation>
            <numerusform>%1&apos;s connection was lost; the seat is kept for them for %n minute.</numerusform>
            <numerusform>%1&apos;s connection was lost; the seat is kept for them for %n minutes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Waiting for %1 to reconnect… The clock is paused.</source>
        <extracomment>%1: the LAN opponent&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for the players to sit down: the game starts when both seats are taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for a second player to sit down: the game starts then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for a second player to sit down (room code %1): the game starts then.</source>
        <extracomment>%1: the 6-digit room code the second player must type</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Quitting closes the LAN table you host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quitting closes the LAN table you host: the game against %1 ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quitting stops watching the LAN game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Quitting leaves the LAN game. Your seat is kept for %n minute(s): start Qiyuan again to take it back.</source>
        <translation>
            <numerusform>Quitting leaves the LAN game. Your seat is kept for %n minute: start Qiyuan again to take it back.</numerusform>
            <numerusform>Quitting leaves the LAN game. Your seat is kept for %n minutes: start Qiyuan again to take it back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Quitting leaves the LAN game against %1. Your seat is kept for %n minute(s): start Qiyuan again to take it back.</source>
        <extracomment>The quit question at a LAN table joined on another computer; %1: the opponent&apos;s name</extracomment>
        <translation>
            <numerusform>Quitting leaves the LAN game against %1. Your seat is kept for %n minute: start Qiyuan again to take it back.</numerusform>
            <numerusform>Quitting leaves the LAN game against %1. Your seat is kept for %n minutes: start Qiyuan again to take it back.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Taking your seat back at %1&apos;s LAN table…</source>
        <extracomment>At the start, the app takes back the seat it held at a LAN table; %1: the host&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your seat at %1&apos;s LAN table could not be taken back: %2</source>
        <extracomment>%1: the host&apos;s name, %2: why</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the table there plays another game now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You are back at %1&apos;s LAN table.</source>
        <extracomment>%1: the host&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tablepage.cpp" line="-446"/>
        <location filename="../ui/tablepagelan.cpp" line="-301"/>
        <source>Draw offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tablepagelan.cpp" line="-4"/>
        <source>Your opponent offers a draw. Do you accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 offers a draw. Do you accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tablepage.cpp" line="+9"/>
        <location filename="../ui/tablepagelan.cpp" line="+8"/>
        <source>The draw offer was declined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+431"/>
        <location filename="../ui/tablepagelan.cpp" line="+3"/>
        <source>Take back</source>
        <extracomment>悔棋: take back the last move (or action)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tablepagelan.cpp" line="+13"/>
        <source>The connection to the host was lost; reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The connection to the host was lost (%1).</source>
        <extracomment>%1: the reason, e.g. &quot;timeout&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tablepage.cpp" line="-322"/>
        <location line="+326"/>
        <location filename="../ui/tablepagelan.cpp" line="+70"/>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-425"/>
        <source>The saved computer opponent plays an unknown side &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Red offers a draw. Black, do you accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black offers a draw. Red, do you accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You offered a draw; waiting for the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/tablepagelan.cpp" line="-59"/>
        <source>Both players are seated: the game begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent sat down: the game begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sat down: the game begins.</source>
        <extracomment>%1: the name of the player who just sat down at the LAN table</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A new game began at this table. The last game: %1</source>
        <extracomment>The host started the next game at the same LAN table; %1: the last game&apos;s result sentence</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game began at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game began.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The opponent&apos;s draw offer no longer stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The opponent&apos;s take-back request no longer stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Room code %1, port %2</source>
        <extracomment>%1: the 6-digit room code the joiner must type, %2 the TCP port</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for a player to reconnect… The clock is paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the opponent to reconnect… The clock is paused.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::TimeControlDialog</name>
    <message>
        <location filename="../ui/timecontroldialog.cpp" line="-167"/>
        <source>Game clock</source>
        <extracomment>Title of the clock dialog shown before a new game (对局计时)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-187"/>
        <location line="+91"/>
        <location line="+202"/>
        <location line="+26"/>
        <source>No clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-307"/>
        <source>%1 (byo-yomi ×%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (byo-yomi)</source>
        <extracomment>A table&apos;s clock in its one byo-yomi period (读秒): %1 the period&apos;s time left</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 + %2 periods</source>
        <extracomment>A table&apos;s clock in main time: %1 the time left, %2 the byo-yomi periods still to come</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · move %2</source>
        <extracomment>A table&apos;s clock with a per-move limit (步时) beside main time: %1 the main time, %2 this move&apos;s time left</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Base time + increment</source>
        <extracomment>Fischer clock: a base time and a few seconds added after each move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Base time + byo-yomi (读秒)</source>
        <extracomment>读秒: once the base time is spent, every move must be made within a period</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sudden death</source>
        <extracomment>A clock of base time only: whoever runs out loses (包干)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per-move limit only (步时)</source>
        <extracomment>步时: no base time, every move within a limit</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> min</source>
        <extracomment>Unit after the base time, with its leading space</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <location line="+1"/>
        <source> s</source>
        <extracomment>Unit after a number of seconds, with its leading space</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <extracomment>A per-move limit of 0 seconds: there is none</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Base time per side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Increment per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&amp;yo-yomi period per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Byo-yomi &amp;periods:</source>
        <extracomment>How many byo-yomi periods (读秒次数); one is used up only when a move takes longer</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per-&amp;move limit:</source>
        <extracomment>步时: every move must be made within this time, whatever time is left</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>&amp;Different time for each side (time odds)</source>
        <extracomment>Time odds (让时): each side its own clock</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Red</source>
        <extracomment>The clock dialog&apos;s fields for both sides (no time odds)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+96"/>
        <source>%1 min</source>
        <extracomment>A clock&apos;s main time per side, in minutes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> + %1 s per move</source>
        <extracomment>Fischer increment per move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, then %1 × %2 s byo-yomi</source>
        <extracomment>Byo-yomi (读秒) after the main time: %1 periods of %2 seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, then %1 s byo-yomi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, each move within %1 s</source>
        <extracomment>A per-move limit (步时) beside the main time</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each move within %1 s</source>
        <extracomment>A per-move limit (步时) and no main time</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Red: %1; Black: %2</source>
        <extracomment>Time odds: each side&apos;s own clock</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::TournamentWindow</name>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="+232"/>
        <source>An engine of this board is no longer set up (Settings → Engines): choose another seat for its player, or enter the result by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+5"/>
        <location line="+312"/>
        <source>Club tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-316"/>
        <source>The saved tournament could not be read: %1. It is kept as it is; New starts another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock:</source>
        <extracomment>The tournament&apos;s clock, used by every board played here</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export HTML...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export PGN...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crosstable Full Screen</source>
        <extracomment>Shows the crosstable in a window of its own, for a projector (F11)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+12"/>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Plays as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board</source>
        <extracomment>Red moves first in xiangqi: the first player of a board</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rank</source>
        <extracomment>Column of the crosstable: the place in the standings</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R%1</source>
        <extracomment>Column of a Swiss crosstable: round %1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SB</source>
        <extracomment>Sonneborn-Berger tie-break, short</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buchholz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buchholz cut 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Direct encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+141"/>
        <source>bye</source>
        <extracomment>A round without an opponent (1 point)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-140"/>
        <source>(withdrawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>r</source>
        <extracomment>A Swiss crosstable&apos;s cell &quot;3r1&quot;: against row 3 with red, won. One short mark.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>b</source>
        <extracomment>A Swiss crosstable&apos;s cell &quot;3b½&quot;: against row 3 with black, drawn. One short mark.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player over the LAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer, level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Engine: %1</source>
        <extracomment>A tournament player&apos;s seat: a UCI engine set up in Settings → Engines (%1 its name)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine %1 (not set up)</source>
        <extracomment>A tournament player&apos;s seat naming a UCI engine that is no longer set up (%1 its id)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person at this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>late entry, from round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Late Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+4"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>1 point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not played yet</source>
        <extracomment>A board without a result yet</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1-0 (Red wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>½-½ (draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0-1 (Black wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+:- (Black forfeits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-:+ (Red forfeits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pair Round 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pair Next Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play This Board Here</source>
        <extracomment>Plays the selected board&apos;s game at the xiangqi table (hot seat, or against the computer for a computer seat); its result comes back here</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host This Board on the LAN</source>
        <extracomment>Opens this board&apos;s game at the xiangqi table as a LAN host: the other player joins from another computer on the local network; its result comes back here</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add at least 3 players, then pair round 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>All %n round(s) played.</source>
        <translation>
            <numerusform>The only round is played.</numerusform>
            <numerusform>All %n rounds played.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 of %2: %3 of %4 boards finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+3"/>
        <location line="+155"/>
        <source>The tournament could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-141"/>
        <source>A tournament needs at least 3 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament has at most 64 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A round robin takes no late entries: its table is drawn for the players of round 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every board of this round needs a result first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All rounds are played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No pairing for the next round avoids a rematch or a second bye.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>New tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave &quot;%1&quot; and start a new tournament? It stays in its file if you saved it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+10"/>
        <source>Tournaments (*.qiyuan-tournament)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved as %1; every change is saved there too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Web pages (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spreadsheets (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Xiangqi games (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Round %1, board %2: %3 (Red) – %4 (Black)</source>
        <extracomment>The title of a tournament board hosted on the LAN, in the host dialog and in the guests&apos; join dialog: %1 round, %2 board, %3 red&apos;s player, %4 black&apos;s player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Board %1 of round %2: the LAN table was closed before the game ended; the board is still to be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Board %1 of round %2 is hosted on the LAN (room code %3); its result comes here when the game ends.</source>
        <extracomment>%3 the 6-digit room code the other player types to sit down</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Board %1 of round %2 is played at the table; its result comes here when the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Board %1 of round %2 was not hosted: the xiangqi table is playing a LAN game. Finish it or leave it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Board %1 of round %2: the result was taken from the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The engines are playing board %1 of round %2; one engine board plays at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The engines could not play the board: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The engines are playing board %1 of round %2; its result comes here when the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Board %1 of round %2: the engines&apos; game ended %3 (%4); the result and the record were taken.</source>
        <extracomment>%3 the result (1-0, 1/2-1/2, 0-1), %4 why the game ended</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::UciXiangqiPlayer</name>
    <message>
        <location filename="../ui/xiangqi/computerplayer.cpp" line="+62"/>
        <source>The engine did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The engine did not start as a UCI engine (no &quot;uciok&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The engine %1 could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine crashed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The engine quit (exit code %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The engine sent a line too long to be UCI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The engine answered an illegal move: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::WerewolfJoinDialog</name>
    <message>
        <location filename="../ui/werewolf/playerview.cpp" line="+472"/>
        <source>Join a Role Game as a Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moderators on this network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Room code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name:</source>
        <extracomment>The player&apos;s name: the moderator&apos;s roster uses it to find the seat</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 at %2:%3 — free seats: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Enter the moderator&apos;s address, the 6-digit room code and your name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Wrong room code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many wrong room codes: wait a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That seat already has a player. Ask the moderator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not join: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::WerewolfNarratorBar</name>
    <message>
        <location filename="../ui/werewolf/narrator.cpp" line="+251"/>
        <source>Narrator:</source>
        <extracomment>The role game&apos;s narrator, who reads each phase aloud (on and off in the settings)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call the v&amp;ote</source>
        <extracomment>Narrator button: read aloud that the day&apos;s talk is over and the vote begins</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;top reading</source>
        <extracomment>Narrator button: stop reading aloud and forget what was still to be read</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The narrator is turned on and off, and its voice chosen, in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::WerewolfPage</name>
    <message>
        <location filename="../ui/werewolf/werewolfpagefiles.cpp" line="+350"/>
        <source>Export the log as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+8"/>
        <source>Could not export the log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/werewolf/werewolfpage.cpp" line="+102"/>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/werewolf/werewolfpagefiles.cpp" line="-179"/>
        <location line="+102"/>
        <source>Deal the roles first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Keep this slip secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game has not started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Print role slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Role slips written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Export the log as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text files (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-254"/>
        <source>Save as a named setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the setup:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Setup &quot;%1&quot; saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A setup needs a name without &quot;/&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No named setups yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start from a named setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Setup:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/werewolf/werewolfpage.cpp" line="+101"/>
        <source>%n player(s) · roles dealt</source>
        <extracomment>A role game whose roles are dealt but whose first night has not come</extracomment>
        <translation>
            <numerusform>%n player · roles dealt</numerusform>
            <numerusform>%n players · roles dealt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n player(s)</source>
        <extracomment>A role game in progress: %n players, then how many nights and day votes are behind</extracomment>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>night %1, day %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/werewolf/werewolfpagefiles.cpp" line="+7"/>
        <source>Xiangqi role game sessions (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chess role game sessions (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+86"/>
        <source>This file is a session of the other role game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved session has no players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/werewolf/werewolfpagelan.cpp" line="+95"/>
        <source>Players cannot join: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Phones cannot join: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The vote cannot be closed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players on LAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the players join from their own computers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phones too: players join from a phone&apos;s browser on the same Wi-Fi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QR code of the players&apos; page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the seat</source>
        <extracomment>Gives a seat of the roster to a player whose name is not in it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send the night forms to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the vote to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the players the counts as votes come in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the votes until all are in (the players see only how many have voted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Moderator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <location line="+19"/>
        <source>Let the players join first (Roster tab).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>The night forms cannot be sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The vote cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Players scan this code with their phone&apos;s camera, or open %1 in the phone&apos;s browser, then type the room code %2 and their name as it is in the roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players can follow the game on their own computers: their role, the night form, the announcements, their private messages and the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Room code: %1 — address %2, port %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>connected (phone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>disconnected (may rejoin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, submitted tonight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, voted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Night forms sent: %1 of %2 players with an action have submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No night form is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The vote is open: %1 of %2 living players have voted (their votes fill the table; you may change them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No vote is open to the players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Quitting leaves the moderator&apos;s LAN table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quitting leaves the moderator&apos;s LAN table. Your seat stays yours until the moderator gives it to someone else: start Qiyuan again to take it back.</source>
        <extracomment>The quit question of a role-game player at the moderator&apos;s LAN table</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::WerewolfPlayerView</name>
    <message>
        <location filename="../ui/werewolf/playerview.cpp" line="-344"/>
        <source>Night entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn to speak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speaking: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (paused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rejoin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tonight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Screen:</source>
        <extracomment>A cannon&apos;s screen (炮架) in 中国象棋版杀</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send my action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announcements:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private messages (only you see these):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not connected to the moderator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected to %1: waiting for the moderator to give you a seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joining…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seated at %1&apos;s table: waiting for the moderator to deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+118"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-116"/>
        <source>Connected to %1. Nights played: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your role is shown once the moderator has dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (#%2): %3 %4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Known to all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No night is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night %1: you have no action tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night %1: choose your action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent to the moderator: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>abstain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No vote is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You abstain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You vote for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Votes so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The votes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>no screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 of %2 living players have voted. The votes are shown when all are in.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::WerewolfPublicView</name>
    <message>
        <location filename="../ui/werewolf/publicview.cpp" line="+380"/>
        <source>Public view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Announcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>QR code of the players&apos; page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join on your phone: scan the code, then type the room code %1 and your name.
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Players: %1 alive of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over: %1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1, seat %2, %3, known to all: %4</source>
        <extracomment>A player&apos;s card on the projector, for screen readers: &quot;Player 3, seat 3, alive, known to all: red General&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-65"/>
        <source>The game has not started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Back to the moderator (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes the public view; the roster&apos;s button opens it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+106"/>
        <source>alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::WerewolfRevealDialog</name>
    <message>
        <location filename="../ui/werewolf/revealdialog.cpp" line="+24"/>
        <source>Reveal the roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your seat&apos;s QR code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play from your phone: scan this code with its camera. It takes you to your seat; you type nothing. Show it to nobody else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+81"/>
        <location line="+16"/>
        <source>Pass the laptop to each player in turn. Nobody else looks. Esc leaves the reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Every player has seen their role.
Tap to close.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tap the screen to hide your role, then pass the laptop on. Esc leaves the reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
You are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pass the laptop to
%1

Tap to show your role.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::XiangqiAnalyser</name>
    <message numerus="yes">
        <location filename="../ui/xiangqi/computerplayer.cpp" line="-7"/>
        <source>The engine stopped responding: no answer to &quot;isready&quot; within %n second(s).</source>
        <extracomment>The engine was pinged with the UCI command &quot;isready&quot; while analysing and did not answer</extracomment>
        <translation>
            <numerusform>The engine stopped responding: no answer to &quot;isready&quot; within %n second.</numerusform>
            <numerusform>The engine stopped responding: no answer to &quot;isready&quot; within %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine did not stop when asked.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::XiangqiTable</name>
    <message>
        <location filename="../ui/xiangqi/xiangqitexts.cpp" line="+71"/>
        <source>There is no piece there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That piece belongs to the other side: it is not its turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A piece cannot capture its own side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece does not move that way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The General and Advisors must stay in the palace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An Elephant may not cross the river.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Elephant eye blocked (塞象眼).</source>
        <extracomment>塞象眼: the point between an Elephant and its target is occupied</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Horse leg blocked (蹩马腿).</source>
        <extracomment>蹩马腿: the point next to the Horse in its direction of travel is occupied</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The path is blocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Cannon captures only by jumping exactly one screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Soldier never retreats and moves sideways only after crossing the river.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That would leave your General in check (送将).</source>
        <extracomment>送将: a move that leaves or puts one&apos;s own General in check</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two Generals may not face each other on an open file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Illegal move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>both sides check perpetually (双方长将)</source>
        <extracomment>双方长将: both sides give perpetual check, a draw</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>perpetual check (长将) loses</source>
        <extracomment>长将</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>both sides chase perpetually (双方长捉)</source>
        <extracomment>双方长捉: both sides chase perpetually, a draw</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>perpetual chase (长捉) loses</source>
        <extracomment>长捉</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the same position occurred three times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>120 moves without a capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A variation of the game holds a move that is not legal there; it is left out from that move on.</source>
        <extracomment>A game file&apos;s variation (变着) holds a move that cannot be played</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file has moves after the end of the game; they are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move %1 for %2 cannot be read.</source>
        <extracomment>%1 the move&apos;s number, %2 Red or Black, %3 the move as the move list writes it (马8进7)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 for %2, %3, is not legal here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None of the game&apos;s moves could be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was read up to Red&apos;s move %1.</source>
        <extracomment>How far a damaged game was read: up to red&apos;s move of the same number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was read up to move %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqicomputer.cpp" line="+80"/>
        <source>mate in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mated in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+122"/>
        <source>The computer is thinking…</source>
        <extracomment>The computer opponent is searching for its move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer is thinking… depth %1, %2</source>
        <extracomment>%1: search depth in plies, %2: evaluation such as +0.3 or &quot;mate in 2&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer is thinking… depth %1, %2, %3k nodes/s</source>
        <extracomment>%1: search depth in plies, %2: evaluation such as +0.3 or &quot;mate in 2&quot;, %3: thousands of positions searched per second (knodes/s)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitablecomputer.cpp" line="+74"/>
        <source>The computer opponent stopped: %1
The game goes on; you move for both sides, or start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer opponent stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Looking for a good move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: %1</source>
        <extracomment>A suggested move (提示); %1 is the move in the chosen notation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqiseats.cpp" line="+47"/>
        <source>%1 — computer (%2)</source>
        <extracomment>A side&apos;s label: %1 is Red or Black, %2 the computer&apos;s level or engine</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — you</source>
        <extracomment>A side&apos;s label: %1 is Red or Black</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>free seat, code %1</source>
        <extracomment>The empty seat of a table hosted on the LAN; %1 the 6-digit room code the joiner must type</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+11"/>
        <source>%1 — %2</source>
        <extracomment>A side&apos;s label over the LAN: %1 Red or Black, %2 the player&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-23"/>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitable.cpp" line="+76"/>
        <location line="+83"/>
        <location filename="../ui/xiangqi/xiangqitablelan.cpp" line="+40"/>
        <source>Check!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqiseats.cpp" line="+7"/>
        <source>free seat</source>
        <extracomment>The empty seat of a table on the LAN, waiting for a player</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitable.h" line="+253"/>
        <source>You asked to take back your move; waiting for the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitable.cpp" line="+106"/>
        <source>Do you resign the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitexts.cpp" line="-106"/>
        <source>English</source>
        <comment>opening names</comment>
        <extracomment>The language of opening names on the table: &quot;English&quot; (with the Chinese name beside) or &quot;Chinese&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/xiangqi/xiangqitable.cpp" line="-47"/>
        <source>Reviewing the start position of %n move(s). Press End to return to the game.</source>
        <translation>
            <numerusform>Reviewing the start position of %n move. Press End to return to the game.</numerusform>
            <numerusform>Reviewing the start position of %n moves. Press End to return to the game.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reviewing move %1 (red&apos;s) of %2. Press End to return to the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviewing move %1 (black&apos;s) of %2. Press End to return to the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>record (edited)</source>
        <extracomment>An opened game record (棋谱) with changes not saved yet</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Red won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result: the game was not finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Record under review.&lt;/b&gt; %1</source>
        <extracomment>Above the move list of a game record opened from a file; %1 its result, e.g. &quot;Red wins: checkmate.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Opening: %1</source>
        <extracomment>The ECCO opening of the game so far: %1 its code and name (e.g. B24 中炮过河炮对左三步虎)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Xiangqi board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last move: %1.</source>
        <extracomment>The board&apos;s description for screen readers: %1 the last move in the move list&apos;s notation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game starts when both seats are taken</source>
        <extracomment>Over the LAN before the game starts: a seat at the table is still free</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/record.cpp" line="+157"/>
        <source>First position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqicomputer.cpp" line="-153"/>
        <source>&amp;Clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqifiles.cpp" line="+16"/>
        <source>Xiangqi games (*.pgn *.xqf)</source>
        <extracomment>File dialog filter; keep the patterns</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Xiangqi games, PGN (*.pgn)</source>
        <extracomment>File dialog filters; keep the patterns. XQStudio (象棋演播室) is the program of XQF files.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>XQStudio 1.0 games (*.xqf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitablefiles.cpp" line="-36"/>
        <source>%1, line %2: %3</source>
        <extracomment>A game file that cannot be opened: %1 its name, %2 the line of the bad move, %3 what is wrong</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The saved game is not a xiangqi game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/analysiscontrol.cpp" line="+106"/>
        <location line="+1"/>
        <source>The analysis stopped: %1</source>
        <extracomment>%1: why the engine failed, e.g. &quot;The engine crashed.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No legal move: the game is over here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/repetitiontexts.cpp" line="+19"/>
        <source>General</source>
        <comment>red piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>General</source>
        <comment>black piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advisor</source>
        <comment>red piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advisor</source>
        <comment>black piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elephant</source>
        <comment>red piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Elephant</source>
        <comment>black piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horse</source>
        <comment>red piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Horse</source>
        <comment>black piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chariot</source>
        <comment>red piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chariot</source>
        <comment>black piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannon</source>
        <comment>red piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannon</source>
        <comment>black piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soldier</source>
        <comment>red piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Soldier</source>
        <comment>black piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 2 3 4 5 6 7 8 9</source>
        <extracomment>Red&apos;s file numbers 1 to 9 as the board&apos;s coordinates write them (red counts from its right), space-separated</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red&apos;s %2 on file %1</source>
        <extracomment>A red piece where the board&apos;s coordinates show it: %1 the file as red counts it, %2 the piece</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black&apos;s %2 on file %1</source>
        <extracomment>A black piece where the board&apos;s coordinates show it: %1 the file as black counts it (1-9 from black&apos;s right), %2 the piece</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source> and </source>
        <extracomment>Joins pieces that took turns, e.g. &quot;Red&apos;s Cannon on file 2 and Red&apos;s Horse on file 3&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a Cannon may not chase a Chariot, even a protected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Chariot held by a Horse may not be chased at all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Horse may not chase a Chariot, even a protected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Chariot may not chase an unprotected Cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Chariot may not chase an unprotected Horse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attacking a like piece that cannot take back is a chase, not an exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Cannon may not chase an unprotected Horse, Advisor, Elephant or crossed Soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Chariot pinned on its line may not be chased</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two pieces may not take turns chasing one piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a protector that cannot really take back protects nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offering an exchange on the way does not excuse the chase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unprotected piece may not be chased on every move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>one check and one chase in turn are allowed</source>
        <extracomment>一将一捉</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chasing different pieces in turn is allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Chariot may chase a protected Cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offering to exchange like for like is allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Soldier that has not crossed the river may be chased</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pinned piece threatens nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the General may chase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Soldier may chase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attacking a protected piece is no chase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(Asian rules, article %1)</source>
        <extracomment>Names the rule book after a verdict: %1 the article of the Asian Xiangqi Federation&apos;s rules</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitexts.cpp" line="+93"/>
        <location filename="../ui/xiangqi/repetitiontexts.cpp" line="+7"/>
        <location filename="../ui/xiangqi/reviewpanel.cpp" line="-17"/>
        <location filename="../ui/xiangqi/movetree.cpp" line="-159"/>
        <location filename="../ui/xiangqi/xiangqicomputer.cpp" line="-6"/>
        <location filename="../ui/xiangqi/xiangqiseats.cpp" line="-30"/>
        <source>Red</source>
        <extracomment>The side that moves first; 红方</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/xiangqi/repetitiontexts.cpp" line="+0"/>
        <location filename="../ui/xiangqi/reviewpanel.cpp" line="+0"/>
        <location filename="../ui/xiangqi/movetree.cpp" line="+0"/>
        <location filename="../ui/xiangqi/xiangqicomputer.cpp" line="+0"/>
        <location filename="../ui/xiangqi/xiangqiseats.cpp" line="+2"/>
        <source>Black</source>
        <extracomment>The side whose move it is: 红方 / 黑方
----------
黑方</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/repetitiontexts.cpp" line="+5"/>
        <source>Both sides checked on every move of the repetition: a draw %1.</source>
        <extracomment>双方长将</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses: %2 gave check on every move of the repetition; perpetual check loses %3.</source>
        <extracomment>长将: %1 the side, %2 the checking pieces, %3 the rule book&apos;s article</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 loses: %2 gave check on every move of the repetition while %3 chased; perpetual check loses, even against a perpetual chase %4.</source>
        <extracomment>One side checks perpetually, the other chases: %1 the checking side, %2 its pieces, %3 the other side&apos;s chasing pieces, %4 the article</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Both sides chased on every move of the repetition: a draw %1.</source>
        <extracomment>双方长捉</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses: %2 chased %3 on every move of the repetition; %4 %5.</source>
        <extracomment>长捉: %1 the side, %2 the chasing pieces, %3 the chased piece, %4 the rule, %5 the article</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw: the same position occurred three times and neither side broke a rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: the same position occurred three times and neither side broke a rule; %1 %2.</source>
        <extracomment>%1 what the rules allowed, %2 the article</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/record.cpp" line="-8"/>
        <source>First position (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last move (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitablelayout.cpp" line="+194"/>
        <source>Revie&amp;w the Game</source>
        <extracomment>Game menu: the engine judges every move of the game (复盘)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a good move for the side to move (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/analysiscontrol.cpp" line="-80"/>
        <source>Analyse</source>
        <extracomment>分析: an engine evaluates the position on the board and shows its best line</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let an engine analyse the position on the board (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitablelan.cpp" line="-11"/>
        <source>A move was taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Your opponent asks to take back a move. Do you agree?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent declined to take back the move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/record.cpp" line="-13"/>
        <source>Co&amp;mment:</source>
        <extracomment>The label of the comment (注释) of the viewed move; before the first move, of the game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit Comme&amp;nt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pr&amp;omote Variation</source>
        <extracomment>Move a variation (变着) one place up among the alternatives of its move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Demote Variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make &amp;Main Line</source>
        <extracomment>The variation&apos;s line becomes the game&apos;s main line (主变)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>De&amp;lete Variation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+157"/>
        <source>A comment on the whole game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A comment on this move</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <source>Delete this variation and its %n move(s)?</source>
        <extracomment>%n: how many moves of the record the deletion removes</extracomment>
        <translation>
            <numerusform>Delete this variation and its %n move?</numerusform>
            <numerusform>Delete this variation and its %n moves?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete Variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/recordgame.cpp" line="+121"/>
        <location line="+4"/>
        <source>A Different Move</source>
        <extracomment>Title of the question asked when a move differs from the next move of a game record</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The record continues with another move here. What should this move do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New &amp;Variation</source>
        <extracomment>The differing move starts a variation (变着) beside the record&apos;s move</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Replace the Rest</source>
        <extracomment>The differing move replaces the rest of the record from here (its later moves are deleted)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New &amp;Main Line</source>
        <extracomment>The differing move becomes the main continuation; the record&apos;s move becomes a variation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remember my &amp;choice (Settings can change it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitable.cpp" line="-177"/>
        <source>The file says red to move, but black is in check: black moves first.</source>
        <extracomment>A game file (XQF header or PGN FEN tag) gave the wrong side to move; the reader corrected it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file says black to move, but red is in check: red moves first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage</name>
    <message>
        <location filename="../ui/werewolf/werewolfpagehelpers.h" line="+118"/>
        <source>Ruling: %1</source>
        <extracomment>Tooltip naming the rulings (docs/rules) behind a setting or a status, e.g. &quot;Ruling: XW-4&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::DawnTab</name>
    <message>
        <location filename="../ui/werewolf/dawntab.cpp" line="+209"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Dawn comes after the first night is applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dawn after night %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Show in English</source>
        <extracomment>Toggle on the dawn tab: show the announcement in the language that is not the UI&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show in Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the announcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy as a forum post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BBCode: bold headings, the dead with what is announced of them, the day&apos;s vote table once voted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private messages to send, by recipient:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+88"/>
        <location line="+10"/>
        <source>No private messages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Copy the message to %1</source>
        <extracomment>Accessible name of the Copy button of one player&apos;s private messages</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nobody died; the roster is up to date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Died and marked dead in the roster: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::DayTab</name>
    <message>
        <location filename="../ui/werewolf/daytab.cpp" line="+93"/>
        <source>On a tie, the moderator executes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count the votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply the vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Close the vote</source>
        <extracomment>Reveals the hidden day vote&apos;s tally to the players (the day is not applied yet)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the players the tally now; the vote is applied with Apply the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The players see only that %1 of %2 have voted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Voter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Votes for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Vote of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+86"/>
        <source>abstains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Day %1 is applied:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>not voted yet (abstains)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2; %3 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n vote(s) added by a curse</source>
        <translation>
            <numerusform>%n vote added by a curse</numerusform>
            <numerusform>%n votes added by a curse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n vote(s) taken away by a blessing</source>
        <translation>
            <numerusform>%n vote taken away by a blessing</numerusform>
            <numerusform>%n votes taken away by a blessing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>%n vote(s) cast</source>
        <translation>
            <numerusform>%n vote cast</numerusform>
            <numerusform>%n votes cast</numerusform>
        </translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Closed: the players see the tally and vote no more. Apply the vote when ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+157"/>
        <source>If the vote is applied now:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::LogTab</name>
    <message>
        <location filename="../ui/werewolf/logtab.cpp" line="+108"/>
        <source>Export the log as text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the log as JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moderator&apos;s override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set a player dead or alive, with a reason for the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alive after the override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason (required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply the override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All roles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>— Night %1 —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— Day %1 —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— Promotion —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— Moderator&apos;s override —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Private to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announced: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The log starts with the first night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+15"/>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 (dealt %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::NightTab</name>
    <message>
        <location filename="../ui/werewolf/nighttab.cpp" line="+207"/>
        <location line="+272"/>
        <source>Resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-305"/>
        <source>Apply the night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Entered tonight, in the order received (chess pieces act at once; the layers decide):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entered tonight, in order (the order decides stacked cannons and prayers):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the selected entry (the last one when none is selected).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+343"/>
        <source>Undo the last phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-341"/>
        <source>Typed night entry</source>
        <extracomment>Accessible name of the typed night entry</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+260"/>
        <source>Resolve anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-252"/>
        <source>The night panel opens when the game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Night %1: enter what each player sent, in the order received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(screen %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Every player with an action has an entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s) have not acted yet: %1</source>
        <translation>
            <numerusform>%n player has not acted yet: %1</numerusform>
            <numerusform>%n players have not acted yet: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Sent tonight from a phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sent tonight from a desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entered tonight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What %1 does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whom %1 names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Screen of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>screen…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the action of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nothing to enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>action…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 must promote: the king chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Promotion of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Night %1 is taken back: whoever died in it lives again, and its entries come back to be corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Day %1 is taken back: whoever the vote executed lives again, and the votes cast are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last promotion is taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The moderator&apos;s last correction is taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What was announced then:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Type who acts (part of a name or the seat number), then Enter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What does %1 do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 whom?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Over which screen does %1 shoot?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Nothing here matches “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” matches %2: type more of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 cannot do “%2” tonight; they may: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is dead and does nothing at night.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already has an entry tonight; remove it to enter another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has nothing to do tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be named by this action tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 cannot be the screen tonight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-302"/>
        <source>Promote</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="-136"/>
        <source>%1 and %n other(s)</source>
        <translation>
            <numerusform>%1 and %n other</numerusform>
            <numerusform>%1 and %n others</numerusform>
        </translation>
    </message>
    <message>
        <location line="+138"/>
        <source>Promote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n player(s) have not acted yet: %1. Press “Resolve anyway” to resolve without them.</source>
        <translation>
            <numerusform>%n player has not acted yet: %1. Press “Resolve anyway” to resolve without them.</numerusform>
            <numerusform>%n players have not acted yet: %1. Press “Resolve anyway” to resolve without them.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Outcome if applied (nothing is changed yet):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::RosterTab</name>
    <message>
        <location filename="../ui/werewolf/rostertab.cpp" line="+48"/>
        <location line="+38"/>
        <source>Open the public view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>invincible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imprisoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cursed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>blessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pardoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>named substitute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>promoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must promote</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cover night(s)</source>
        <translation>
            <numerusform>%n cover night</numerusform>
            <numerusform>%n cover nights</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uses left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The roster appears when the game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (dealt %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>substitutes left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>castling: 1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: may be killed or voted out now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot die yet (its camp still has soldiers, and advisors or elephants)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: in check, may die now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not in check, cannot die yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night %1, day %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over: %1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::SetupTab</name>
    <message numerus="yes">
        <location filename="../ui/werewolf/setuptab.cpp" line="+148"/>
        <location line="+131"/>
        <source>%n player(s) listed.</source>
        <translation>
            <numerusform>%n player listed.</numerusform>
            <numerusform>%n players listed.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Roles dealt (deal number %1). Reveal them to each player privately.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game has started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Players, one name a line (paste a list):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Role set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard (%1 players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reduced (fewer players)</source>
        <extracomment>XW-2: a smaller table drops roles but keeps one leader per camp</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same number deals the same roles again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal roles at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as a named setup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start from a named setup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reveal roles (pass the laptop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print role slips…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dawn tells of the dead:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Investigation shows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tied vote:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Votes a curse adds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Votes a blessing removes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The elephant may heal itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>camp and role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>camp only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nobody is executed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the moderator decides</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::SpeakingTimerPanel</name>
    <message>
        <location filename="../ui/werewolf/timerpanel.cpp" line="+105"/>
        <source>First spea&amp;ker:</source>
        <extracomment>The day&apos;s speaking order: the player who speaks first</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise (seat numbers up)</source>
        <extracomment>Speaking order round the table: seat numbers going up</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anticlockwise (seat numbers down)</source>
        <extracomment>Speaking order round the table: seat numbers going down</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Direction of the speaking order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start speaking order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each living player speaks in turn from the first speaker, with a timer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Add %1 s</source>
        <extracomment>Adds time to the speaker&apos;s timer; %1 is a number of seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add %1 seconds to the speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Speaking: %1</source>
        <extracomment>Who speaks now in the day&apos;s speaking order; %1 is the player (&quot;张三（2号）&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Night entries</source>
        <extracomment>The timer of the phones&apos; night entries</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Time is up</source>
        <extracomment>The speaker&apos;s (or the night&apos;s) time has run out</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (paused)</source>
        <extracomment>The timer stopped by the moderator; %1 the time left (&quot;0:45&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No one is speaking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next: %1 (the last)</source>
        <extracomment>The day&apos;s speaking order: the next speaker (%1), the last of the order</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next: %1, then %2 more</source>
        <extracomment>The day&apos;s speaking order: the next speaker (%1) and how many speak after them (%2)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Resume</source>
        <extracomment>The speaker&apos;s timer: stop it for now / let it run again</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
