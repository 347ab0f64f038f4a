<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>BanqiRuleWords</name>
    <message>
        <location filename="../ui/banqi/banqirules.cpp" line="+39"/>
        <source>Equal ranks</source>
        <translation>同級相吃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capture face-down pieces</source>
        <translation>吃暗子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chain captures</source>
        <translation>連吃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chariot runs</source>
        <translation>車直衝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannon targets</source>
        <translation>炮可吃的子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soldier and general</source>
        <translation>兵與帥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chase limit</source>
        <translation>追棋上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition draw</source>
        <translation>重複局面和棋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-progress limit</source>
        <translation>無進展和棋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ply limit</source>
        <translation>步數上限</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>When a piece captures one of the same rank: both leave the board, or only the captured one.</source>
        <translation>同級棋子相吃時：兩子同歸於盡，或只有被吃的一方離開棋盤。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capture may target a face-down piece: it turns up, and is taken only if the ranks allow.</source>
        <translation>可以吃暗子：暗子先翻開，按大小允許時才被吃掉。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a capture the same piece may capture again in the same turn.</source>
        <translation>吃子之後，同一個子在本輪可以接著再吃。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A chariot moves any distance along a free row or column and captures at its end.</source>
        <translation>車沿空著的橫線或直線走任意格，並可吃掉線路盡頭的子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a cannon may capture by jumping: any piece, or only pieces it outranks or equals.</source>
        <translation>炮隔子能吃什麼：任何子，或只吃比它小或與它同級的子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether a soldier may take the general, or the general takes soldiers by rank.</source>
        <translation>兵能否吃帥，或嚴格按大小由帥吃兵。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many chase moves in a row one piece may make on another.</source>
        <translation>一個子連續追另一個子最多幾步。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is drawn when a position occurs this many times.</source>
        <translation>同一局面出現這麼多次即為和棋。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is drawn after this many plies without a flip or a capture.</source>
        <translation>連續這麼多步沒有翻棋也沒有吃子即為和棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game not over after this many plies is drawn.</source>
        <translation>走到這麼多步仍未結束即為和棋。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both pieces leave the board</source>
        <translation>兩子同歸於盡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The capturing piece stays</source>
        <translation>吃子的一方留下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: one capture a turn</source>
        <translation>關閉：每輪只吃一子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face-up pieces only</source>
        <translation>只連吃明子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face-up and face-down pieces</source>
        <translation>明子暗子都可連吃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any piece</source>
        <translation>任何子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only pieces it outranks or equals</source>
        <translation>只吃比它小或同級的子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A soldier takes the general</source>
        <translation>兵可吃帥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict ranks: the general takes soldiers</source>
        <translation>嚴格大吃小：帥可吃兵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Never</source>
        <translation>從不</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <translation>開</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>關</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chain captures of face-down pieces need “Capture face-down pieces” to be on.</source>
        <translation>連吃暗子需要先開啟「吃暗子」。</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+210"/>
        <source>%1 (changed)</source>
        <extracomment>A 翻翻棋 rule set whose options differ from its preset: %1 the preset (&quot;Taiwan rules&quot;)</extracomment>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>%1: %2</source>
        <extracomment>A changed 翻翻棋 rule option: %1 its name, %2 its value (&quot;Chain captures: face-up pieces only&quot;)</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown banqi rule set &quot;%1&quot;.</source>
        <extracomment>%1 a rule set&apos;s key from a file or a LAN table</extracomment>
        <translation>未知的暗棋規則「%1」。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>These rule options cannot be used: %1</source>
        <extracomment>%1 the engine&apos;s English sentence about a rule option it cannot use</extracomment>
        <translation>無法使用這些規則選項：%1</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Rules:</source>
        <extracomment>The 翻翻棋 rule set (preset) in the new-game dialog</extracomment>
        <translation>規則：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rule set</source>
        <translation>規則</translation>
    </message>
</context>
<context>
    <name>GameNames</name>
    <message>
        <location filename="../ui/gamenames.cpp" line="+9"/>
        <source>Xiangqi</source>
        <comment>game name</comment>
        <extracomment>中国象棋, the standard game</extracomment>
        <translation>中國象棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dark Chess</source>
        <comment>game name</comment>
        <extracomment>翻翻棋 (banqi), played face down on half a board</extracomment>
        <translation>暗棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring Xiangqi</source>
        <comment>game name</comment>
        <extracomment>积分象棋</extracomment>
        <translation>積分象棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xiangqi Role Game</source>
        <comment>game name</comment>
        <extracomment>中国象棋版杀: a werewolf-style game where each player is one xiangqi piece</extracomment>
        <translation>中國象棋版殺</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess Role Game</source>
        <comment>game name</comment>
        <extracomment>国际象棋版杀: a werewolf-style game where each player is one chess piece</extracomment>
        <translation>西洋棋版殺</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The classic game of the river and the palace: checkmate the enemy General.</source>
        <extracomment>One line on the start page</extracomment>
        <translation>楚河漢界、九宮之內的經典對弈：將死對方的將帥。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All pieces start face down on half a board: flip, move and capture by rank.</source>
        <extracomment>One line on the start page. 翻 = flip a face-down piece</extracomment>
        <translation>棋子全部背面朝上擺在半張棋盤上：翻棋、走子，按大小吃子。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xiangqi where pieces change kind and moves score points: reach the target or checkmate.</source>
        <extracomment>One line on the start page. Kinds: normal, small, king, idle pieces</extracomment>
        <translation>棋子可以改變類別，走子可以得分：先達到目標分數或將死對方即勝。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red against black, each player secretly one piece; a moderator runs nights and day votes.</source>
        <extracomment>One line on the start page. 法官 = moderator</extracomment>
        <translation>紅黑兩個陣營，每位玩家暗中扮演一枚棋子；法官主持夜晚行動和白天投票。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White against black, each player secretly one chess piece; a moderator runs the nights.</source>
        <extracomment>One line on the start page. moderator = 法官 (the glossary word, in both role games)</extracomment>
        <translation>白黑兩個陣營，每位玩家暗中扮演一枚西洋棋棋子；法官主持夜晚行動。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n player(s)</source>
        <comment>table size</comment>
        <extracomment>Seats at a standard table of the game</extracomment>
        <translation>
            <numerusform>%n 人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>QQ rules</source>
        <comment>dark chess rule set</comment>
        <extracomment>翻翻棋 rule set of mainland China (QQ game rules)</extracomment>
        <translation>QQ 規則</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taiwan rules</source>
        <comment>dark chess rule set</comment>
        <extracomment>翻翻棋 rule set of Taiwan (暗棋)</extracomment>
        <translation>臺灣規則</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TCGA rules</source>
        <comment>dark chess rule set</comment>
        <extracomment>翻翻棋 rule set of the TCGA computer olympiad (台灣電腦對局學會)</extracomment>
        <translation>TCGA 規則</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chariot rush rules</source>
        <comment>dark chess rule set</comment>
        <extracomment>翻翻棋 rule set: the Taiwan rules with 車直衝 (the chariot runs along a free line)</extracomment>
        <translation>車直衝規則</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Simple</source>
        <comment>scoring xiangqi rule set</comment>
        <extracomment>积分象棋 rule set 简明</extracomment>
        <translation>簡明</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match</source>
        <comment>scoring xiangqi rule set</comment>
        <extracomment>积分象棋 rule set 比赛</extracomment>
        <translation>比賽</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contest</source>
        <comment>scoring xiangqi rule set</comment>
        <extracomment>积分象棋 rule set 竞赛</extracomment>
        <translation>競賽</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standard rules</source>
        <comment>rule set</comment>
        <extracomment>The only rule set of a game</extracomment>
        <translation>標準規則</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mainland rules: equal ranks destroy each other, a chase may last at most 10 moves.</source>
        <translation>大陸規則：同級棋子相吃則同歸於盡，連續追子最多 10 步。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taiwan rules: the attacker survives an equal rank, no chase limit, a draw after 50 plies without a flip or capture.</source>
        <translation>臺灣規則：吃同級棋子時進攻方保留，不限追子，連續 50 步沒有翻棋或吃子即為和棋。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer olympiad rules: Taiwan captures, no chase limit, threefold repetition and 60 plies without a flip or capture draw.</source>
        <translation>電腦奧林匹亞規則：按臺灣規則吃子，不限追棋，同一局面三次或連續 60 步不翻不吃即為和棋。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taiwan rules in which a chariot runs any distance along a free row or column.</source>
        <translation>臺灣規則，車可沿空著的橫線或直線走任意格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal and idle pieces; idle moves score, a check costs a point. First to 30.</source>
        <translation>只有普通棋子和閒棋子；閒棋子走子得分，將軍扣 1 分。先到 30 分者勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal, small and idle pieces; a check gives the opponent 2 points. First to 100.</source>
        <translation>普通棋子、小棋子和閒棋子；將軍讓對方得 2 分。先到 100 分者勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adds king pieces and two moves a turn until the first capture. First to 100.</source>
        <translation>增加王棋子；第一次吃子之前每回合可走兩步。先到 100 分者勝。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Moderate here</source>
        <comment>play mode</comment>
        <extracomment>Play mode: 热座, two players take turns at one computer; for a role game (版杀): the moderator (法官) runs it on this computer</extracomment>
        <translation>本機主持</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two players</source>
        <comment>play mode</comment>
        <translation>雙人對弈</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against the computer</source>
        <comment>play mode</comment>
        <extracomment>Play mode</extracomment>
        <translation>人機對弈</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host on LAN</source>
        <comment>play mode</comment>
        <extracomment>Play mode: open a game on the local network (局域网) for others to join; the same words at every game (局域网建局)</extracomment>
        <translation>區域網路建局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join on LAN</source>
        <comment>play mode</comment>
        <extracomment>Play mode: join a game someone hosts on the local network (局域网); the same words at every game (局域网加入)</extracomment>
        <translation>區域網路加入</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run the game as the moderator on this computer: players tell you their actions in private.</source>
        <translation>在這臺電腦上以法官身份主持遊戲：玩家私下告訴你他們的行動。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two players take turns on this computer (hot-seat).</source>
        <translation>兩位玩家在這臺電腦上輪流走棋（熱座）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play against the computer.</source>
        <translation>與電腦對弈。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a table on the local network and run it as the moderator.</source>
        <translation>在區域網路上建局，並擔任法官主持遊戲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a game on the local network for a friend to join.</source>
        <translation>在區域網路上建立對局，等朋友加入。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a seat at a table hosted on the local network.</source>
        <translation>加入區域網路上別人建立的房間。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join a game hosted on the local network.</source>
        <translation>加入區域網路上別人建立的對局。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Comes in a later version.</source>
        <extracomment>Tooltip of a game mode or menu item that is not finished yet</extracomment>
        <translation>將在以後的版本中提供。</translation>
    </message>
</context>
<context>
    <name>HandicapBox</name>
    <message>
        <location filename="../ui/xiangqi/handicapbox.cpp" line="+25"/>
        <source>Left Cannon</source>
        <extracomment>A handicap (让子): the stronger player (red) plays without its left cannon</extracomment>
        <translation>讓左炮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left Horse</source>
        <extracomment>A handicap (让子): without red&apos;s left horse</extracomment>
        <translation>讓左馬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right Horse</source>
        <extracomment>A handicap (让子): without red&apos;s right horse</extracomment>
        <translation>讓右馬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both Cannons</source>
        <extracomment>A handicap (让子): without both of red&apos;s cannons</extracomment>
        <translation>讓雙炮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both Horses</source>
        <extracomment>A handicap (让子): without both of red&apos;s horses</extracomment>
        <translation>讓雙馬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left Chariot</source>
        <extracomment>A handicap (让子): without red&apos;s left chariot</extracomment>
        <translation>讓左車</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right Chariot</source>
        <extracomment>A handicap (让子): without red&apos;s right chariot</extracomment>
        <translation>讓右車</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chariot and Horse</source>
        <extracomment>A handicap (让子): without red&apos;s left chariot and left horse</extracomment>
        <translation>讓車馬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both Chariots</source>
        <extracomment>A handicap (让子): without both of red&apos;s chariots</extracomment>
        <translation>讓雙車</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nine Pieces</source>
        <extracomment>A handicap (让子): without red&apos;s five soldiers, two advisors and two elephants</extracomment>
        <translation>讓九子</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::AnalysisPanel</name>
    <message>
        <location filename="../ui/xiangqi/analysispanel.cpp" line="+188"/>
        <source>Analysing…</source>
        <translation>正在分析…</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Red mates in %1</source>
        <extracomment>红方N步杀: red mates in %1 moves</extracomment>
        <translation>紅方 %1 步殺</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Black mates in %1</source>
        <extracomment>黑方N步杀: black mates in %1 moves</extracomment>
        <translation>黑方 %1 步殺</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkmated</source>
        <translation>已被將死</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 nodes/s</source>
        <extracomment>Search speed; %1 is a number like &quot;1.2 M&quot; or &quot;350 k&quot;</extracomment>
        <translation>每秒 %1 節點</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Depth %1</source>
        <extracomment>Search depth in plies</extracomment>
        <translation>深度 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The evaluation from red&apos;s point of view, in pawns: positive favours red.</source>
        <translation>從紅方看局面的分數，以兵為單位：正數對紅方有利。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>d%1</source>
        <extracomment>The search depth of one line of the analysis, in plies (short: the lines stand in a narrow column)</extracomment>
        <translation>%1層</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The best line the engine sees</source>
        <translation>引擎算出的最好著法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The line the engine ranks number %1</source>
        <translation>引擎排第%1的變例</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search depth in plies</source>
        <translation>搜尋深度（層）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This engine shows only its best line.</source>
        <translation>這個引擎只給出最好的變例。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This engine shows at most %1 lines.</source>
        <translation>這個引擎最多給出%1路變例。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Engine:</source>
        <extracomment>The engine that analyses the position</extracomment>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Lines:</source>
        <extracomment>How many of the engine&apos;s best lines the panel shows (MultiPV), 1 to 5</extracomment>
        <translation>變例數(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many of the best moves to analyse, each with its line</source>
        <translation>分析多少步最好的著法，每步給出其變例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qiyuan (built-in)</source>
        <translation>棋苑（內建）</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::BanqiBoard</name>
    <message>
        <location filename="../ui/banqi/banqiboard.cpp" line="+60"/>
        <source>Banqi board</source>
        <extracomment>Accessible name of the 翻翻棋 board widget</extracomment>
        <translation>暗棋棋盤</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::BanqiNewGameDialog</name>
    <message>
        <location filename="../ui/banqi/banqinewgamedialog.cpp" line="+49"/>
        <source>New game: %1</source>
        <extracomment>Title of the new-game dialog; %1 the game&apos;s name as the chooser says it (翻翻棋)</extracomment>
        <translation>新對局：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>30-second turn clock (three timeouts lose)</source>
        <translation>每步 30 秒計時（超時三次判負）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 against the computer</source>
        <extracomment>Title of the new-game dialog against the computer; %1 the game&apos;s name (翻翻棋人机对弈)</extracomment>
        <translation>%1人機對弈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clock runs for you only: the computer answers at once.</source>
        <translation>計時只對你有效：電腦會立即應著。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow take-backs</source>
        <translation>允許悔棋</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both players allow take-backs</source>
        <translation>雙方同意允許悔棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A take-back undoes your last action and the computer&apos;s answer.</source>
        <translation>悔棋會撤回你的上一步和電腦的應著。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking back a flip shows where a piece lies: allow it only if both players agree.</source>
        <translation>悔掉一次翻棋會暴露棋子的位置：只有雙方都同意時才允許。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You act first</source>
        <translation>你先走</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer acts first</source>
        <translation>電腦先走</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <extracomment>Who acts first in a game against the computer is drawn by lot</extracomment>
        <translation>隨機</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>First action:</source>
        <translation>先手：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level:</source>
        <translation>電腦級別：</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::BanqiTable</name>
    <message>
        <location filename="../ui/banqi/banqitable.h" line="+189"/>
        <source>Asked your opponent to take back your last action.</source>
        <translation>已請求對手同意悔回你的上一步。</translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitable.cpp" line="+34"/>
        <location filename="../ui/banqi/banqitexts.cpp" line="+123"/>
        <source>Unknown banqi rule set &quot;%1&quot;.</source>
        <translation>未知的暗棋規則「%1」。</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>%1 ran out of time: timeout %2 of %3.</source>
        <translation>%1超時：第 %2 次，共 %3 次判負。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Wait: it is your opponent&apos;s turn.</source>
        <translation>請等待：現在輪到對手。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Wait: the computer is to act.</source>
        <translation>請等待：輪到電腦走棋。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Looking for a hint…</source>
        <translation>正在尋找提示…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Hint: end the turn.</source>
        <extracomment>BQ-17 連吃: the hint is to stop capturing and pass the turn</extracomment>
        <translation>提示：結束本輪。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: flip %1.</source>
        <translation>提示：翻開 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: %1 to %2.</source>
        <extracomment>A hint: move (or capture with) the piece on %1 to %2</extracomment>
        <translation>提示：%1 走到 %2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The last action was taken back.</source>
        <translation>已悔掉上一步。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1提和。%2，是否同意？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Resign this game?</source>
        <translation>認輸本局？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 resigns the game?</source>
        <translation>%1確定認輸嗎？</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+10"/>
        <source>You</source>
        <extracomment>Over the LAN: the player at this computer</extracomment>
        <translation>你</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Free seat</source>
        <extracomment>Over the LAN: a seat nobody has taken yet</extracomment>
        <translation>空位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent</source>
        <extracomment>Over the LAN: the player at the other computer, before a name is known</extracomment>
        <translation>對手</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer</source>
        <extracomment>The two sides of a game against the computer</extracomment>
        <translation>電腦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <extracomment>A seat at the hot-seat table: Player 1 or Player 2</extracomment>
        <translation>玩家%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The computer is thinking…</source>
        <translation>電腦正在思考…</translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitexts.cpp" line="-76"/>
        <source>The game is over.</source>
        <translation>對局已經結束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a square of the board.</source>
        <translation>那不是棋盤上的格子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no face-down piece to flip there.</source>
        <translation>那裡沒有可翻的暗子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before the first flip, the only possible action is to flip a piece.</source>
        <translation>第一次翻棋之前，只能翻棋。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no piece there.</source>
        <translation>那裡沒有棋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down piece cannot move: flip it first.</source>
        <translation>暗子不能走動：請先把它翻開。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That piece belongs to the other player.</source>
        <translation>那是對方的棋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces move and capture one square along a row or column.</source>
        <translation>棋子沿橫線或豎線走一格、吃一格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A piece cannot capture a piece of its own colour.</source>
        <translation>不能吃自己一方的棋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only face-up pieces can be captured.</source>
        <translation>只能吃已翻開的棋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A piece cannot capture a higher-ranked piece.</source>
        <translation>不能吃比自己大的棋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The General cannot capture a Soldier.</source>
        <translation>帥（將）不能吃兵（卒）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Cannon never captures an adjacent piece: it jumps over a screen.</source>
        <translation>炮不能吃相鄰的棋子：要隔一個炮架。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Cannon captures only by jumping over exactly one piece.</source>
        <translation>炮只能隔著正好一個棋子吃子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That would be more chase moves in a row on the same piece than these rules allow.</source>
        <translation>這樣會超過本規則允許的同一棋子連續追捉步數。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resigning and draws are possible only once 40 plies have been played.</source>
        <translation>滿 40 步後才能認輸或和棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no turn of chain captures to end.</source>
        <translation>現在沒有可以結束的連吃。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the piece that just captured may go on: capture again or end the turn.</source>
        <translation>只有剛吃子的棋子可以繼續：再吃一子，或結束本輪。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The piece that just captured may only capture again, or end the turn.</source>
        <translation>剛吃子的棋子只能再吃子，或結束本輪。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under these rules chain captures go on only onto face-up pieces.</source>
        <translation>按本規則，連吃只能吃已翻開的棋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Chariot runs only along a free row or column and captures the first piece it meets.</source>
        <translation>車只能沿無子阻隔的橫線或直線直衝，並吃遇到的第一個棋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under these rules a Cannon captures only a Cannon or a Soldier.</source>
        <translation>按本規則，炮只能吃炮或兵（卒）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under strict ranks a Soldier cannot capture the General.</source>
        <translation>按嚴格大吃小，兵（卒）不能吃帥（將）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That action is not allowed.</source>
        <translation>不允許這樣走。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Red General</source>
        <translation>紅帥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black General</source>
        <translation>黑將</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Advisor</source>
        <translation>紅仕</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black Advisor</source>
        <translation>黑士</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Elephant</source>
        <translation>紅相</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black Elephant</source>
        <translation>黑象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Chariot</source>
        <translation>紅車</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black Chariot</source>
        <translation>黑車</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Horse</source>
        <translation>紅馬</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black Horse</source>
        <translation>黑馬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Cannon</source>
        <translation>紅炮</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black Cannon</source>
        <translation>黑炮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Soldier</source>
        <translation>紅兵</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black Soldier</source>
        <translation>黑卒</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../ui/banqi/banqitablefiles.cpp" line="+156"/>
        <source>This is not a banqi game file.</source>
        <translation>這不是暗棋棋譜檔案。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This banqi file has version %1; this program reads version %2.</source>
        <translation>這個暗棋檔案的版本是 %1；本程式讀取版本 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal&apos;s seed is not a number.</source>
        <translation>布局的種子不是數字。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal&apos;s salt may not contain line breaks.</source>
        <translation>布局的鹽值不能包含換行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal&apos;s seed does not match its commitment.</source>
        <translation>布局的種子與承諾值不相符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is missing or wrong: %1</source>
        <translation>布局缺失或有誤：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first seat must be 0 or 1.</source>
        <translation>先手座位必須是 0 或 1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer&apos;s player must be 1 or 2.</source>
        <translation>電腦一方必須是 1 或 2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has no list of actions.</source>
        <translation>檔案裡沒有著法清單。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action %1 is not text.</source>
        <translation>第 %1 步不是文字。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action %1 (&quot;%2&quot;) is not a banqi action.</source>
        <translation>第 %1 步（「%2」）不是暗棋的走法。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action %1 (&quot;%2&quot;) is not possible: %3</source>
        <translation>第 %1 步（「%2」）無法執行：%3</translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitablelayout.cpp" line="+188"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: colour not yet known</source>
        <extracomment>The colour of a player before the first flip decides it (BQ-2)</extracomment>
        <translation>%1：顏色尚未確定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — to act</source>
        <translation>%1 — 輪到走棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (acts first)</source>
        <translation>%1（先手）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Timeouts: %1 of %2</source>
        <translation>超時：%1 / %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../ui/banqi/banqitableresult.cpp" line="+191"/>
        <source>Game over</source>
        <translation>對局結束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer is to act</source>
        <translation>輪到電腦走棋</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn</source>
        <translation>輪到你走棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game starts when both seats are taken</source>
        <extracomment>Over the LAN before the game starts: a seat at the table is still free</extracomment>
        <translation>雙方都入座後對局開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to act</source>
        <translation>輪到%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Red lost:</source>
        <extracomment>Followed by the pieces red has lost</extracomment>
        <translation>紅方被吃：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black lost:</source>
        <translation>黑方被吃：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ply %1 of %2</source>
        <translation>第 %1 步 / 共 %2 步</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Turn clock off</source>
        <translation>不計時</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Capture again with the piece on %1, or end the turn.</source>
        <extracomment>BQ-17 連吃: %1 the square of the piece that just captured (&quot;c3&quot;)</extracomment>
        <translation>用 %1 的子接著吃，或結束本輪。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last action: %1</source>
        <extracomment>The board&apos;s description for screen readers: %1 the last action as the action list writes it</extracomment>
        <translation>最後一步：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ask your opponent to take back your last action.</source>
        <translation>請求對手同意悔回你的上一步</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take back the last action</source>
        <translation>悔掉上一步</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing to take back.</source>
        <translation>沒有可以悔的步。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Match against the computer: %1, %2 — you: %3, %4; the computer: %5, %6</source>
        <extracomment>The match line: %1 &quot;3 games&quot;, %2 &quot;1 draw&quot;, then each player&apos;s &quot;2 wins&quot; and &quot;14 points&quot;</extracomment>
        <translation>人機比賽：%1，%2——你：%3，%4；電腦：%5，%6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match: %1, %2 — Player 1: %3, %4; Player 2: %5, %6</source>
        <translation>比賽：%1，%2——玩家1：%3，%4；玩家2：%5，%6</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 point(s)</source>
        <comment>banqi match</comment>
        <translation>
            <numerusform>%1 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s)</source>
        <comment>banqi match</comment>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n draw(s)</source>
        <comment>banqi match</comment>
        <translation>
            <numerusform>和 %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+2"/>
        <source>%n win(s)</source>
        <comment>banqi match</comment>
        <translation>
            <numerusform>勝 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Resigning and draw offers open at ply %1 (now ply %2).</source>
        <extracomment>Why Resign and Offer draw are off early in a game: %1 the first ply they may be used, %2 the ply now</extracomment>
        <translation>第 %1 步起才能認輸或提和（現在是第 %2 步）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take-backs are off: taking back a flip would show where a piece lies, so both players must allow them in the new-game dialog.</source>
        <translation>不能悔棋：悔掉翻棋會暴露棋子的位置，必須在新對局對話方塊中由雙方同意允許悔棋。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You act first: flip any piece; its colour becomes yours.</source>
        <translation>你先走：任翻一子，翻出的顏色就是你的顏色。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer acts first: the colour of the piece it flips becomes its colour, and you play the other.</source>
        <translation>電腦先走：它翻出的顏色就是它的顏色，你執另一種顏色。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You were drawn to act first: flip any piece; its colour becomes yours.</source>
        <translation>抽籤由你先走：任翻一子，翻出的顏色就是你的顏色。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was drawn to act first: flip any piece; its colour becomes yours.</source>
        <extracomment>A hot-seat game before the first action: %1 the player who acts first (&quot;Player 2&quot;)</extracomment>
        <translation>抽籤由%1先走：任翻一子，翻出的顏色就是你的顏色。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer was drawn to act first: the colour of the piece it flips becomes its colour, and you play the other.</source>
        <translation>抽籤由電腦先走：它翻出的顏色就是它的顏色，你執另一種顏色。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was drawn to act first: the colour of the first piece flipped becomes theirs, and the other player plays the other colour.</source>
        <extracomment>Over the LAN, to a spectator: %1 the player who acts first</extracomment>
        <translation>抽籤由%1先走：第一個翻出的棋子的顏色歸其所有，另一位玩家執另一種顏色。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was drawn to act first: the colour of the piece they flip becomes theirs, and you play the other.</source>
        <extracomment>Over the LAN: %1 the opponent, who acts first</extracomment>
        <translation>抽籤由%1先走：對方翻出的顏色歸對方，你執另一種顏色。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules: %1</source>
        <extracomment>The side panel of the 翻翻棋 table: %1 the rule set (&quot;Taiwan rules&quot;, &quot;QQ rules (changed)&quot;)</extracomment>
        <translation>規則：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Changed: %1</source>
        <extracomment>Under the rule set on the 翻翻棋 table: %1 the options changed from its preset, joined by &quot;; &quot;</extracomment>
        <translation>改動：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <comment>between changed rule options</comment>
        <translation>；</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are watching this game: only the players can act, resign or offer a draw.</source>
        <extracomment>Over the LAN, to a spectator: why the game buttons are off</extracomment>
        <translation>你正在觀戰：只有對局雙方可以走棋、認輸或提和。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A flip cannot be taken back over the LAN: both players have seen the piece.</source>
        <extracomment>Under the game buttons over the LAN, when the last turn holds a flip</extracomment>
        <translation>區域網路對局中翻開的棋子不能悔：雙方都已看到這枚棋子。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take-backs are off: both players must allow them in the new-game dialog.</source>
        <extracomment>Under the game buttons, all game long (the Take back button&apos;s tooltip says why in full)</extracomment>
        <translation>悔棋已關閉：需雙方在新對局對話方塊中都同意才能悔棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints are given on your turn.</source>
        <translation>輪到你時才能提示。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: timeout</source>
        <translation>%1：超時</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ends the turn</source>
        <extracomment>BQ-17 連吃: a player stopped capturing again and passed the turn</extracomment>
        <translation>%1 結束本輪</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You flip %1: %2</source>
        <extracomment>The human&apos;s flip in a game against the computer</extracomment>
        <translation>你翻 %1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 flips %2: %3</source>
        <translation>%1翻 %2：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 %3×%4 takes %5</source>
        <translation>%1：%2 %3×%4 吃%5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 %3×%4 turns up %5, which stays</source>
        <translation>%1：%2 %3×%4 翻出%5，留在原處</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 %3–%4</source>
        <translation>%1：%2 %3–%4</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../ui/banqi/banqitableresult.cpp" line="+62"/>
        <source>Reset match</source>
        <translation>重置比賽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn</source>
        <extracomment>BQ-17 連吃: stop capturing again with the same piece and pass the turn</extracomment>
        <translation>結束本輪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop capturing with this piece and pass the turn to your opponent.</source>
        <translation>不再用這個子吃子，把回合交給對手。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actions</source>
        <translation>著法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fairness…</source>
        <extracomment>The button that opens the deal&apos;s commitment and, after the game, its check</extracomment>
        <translation>公平性…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the deal was fixed before the first flip, and its check after the game</source>
        <translation>第一次翻棋前如何固定布局，以及對局結束後的驗證</translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitablefiles.cpp" line="-88"/>
        <source>The computer&apos;s level must be from %1 to %2.</source>
        <translation>電腦級別必須在 %1 到 %2 之間。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The record of the computer&apos;s level is damaged.</source>
        <translation>電腦等級的記錄已損壞。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Banqi games (*.banqi)</source>
        <extracomment>File dialog filter; keep the pattern</extracomment>
        <translation>暗棋棋譜 (*.banqi)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot read %1: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a banqi game file: %2</source>
        <translation>%1 不是暗棋棋譜檔案：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A game on the LAN can be saved once it is over: until then the deal stays sealed.</source>
        <translation>區域網路對局結束後才能儲存：在此之前布局保持密封。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitablelan.cpp" line="+53"/>
        <source>The turn ran out: a timeout mark.</source>
        <translation>本回合超時：記一次超時。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your opponent asks to take back an action. Do you agree?</source>
        <translation>對手請求悔棋。你同意嗎？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent declined to take back the action.</source>
        <translation>對手不同意悔棋。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action was taken back.</source>
        <translation>已悔回一步。</translation>
    </message>
    <message>
        <location filename="../ui/banqi/banqitableresult.cpp" line="-215"/>
        <source>no pieces left</source>
        <translation>棋子被吃光</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three timeouts</source>
        <translation>超時三次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no legal action</source>
        <translation>無棋可走</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the same position occurred three times</source>
        <translation>同一局面出現三次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many plies without a flip or capture</source>
        <translation>太多步沒有翻棋或吃子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the ply limit was reached</source>
        <translation>達到步數上限</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw: %1.</source>
        <translation>和棋：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>You (%1) win: %2.</source>
        <translation>你（%1）獲勝：%2。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The computer (%1) wins: %2.</source>
        <translation>電腦（%1）獲勝：%2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2) wins: %3.</source>
        <translation>%1（%2）勝：%3。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>This deal was set by hand: it has no commitment.</source>
        <translation>這個布局是手工擺的：沒有承諾值。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal commitment (SHA-256): %1. The seed is revealed when the game ends.</source>
        <translation>布局承諾值（SHA-256）：%1。對局結束時公佈種子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal commitment (SHA-256): %1. Seed %2, salt &quot;%3&quot;: %4</source>
        <translation>布局承諾值（SHA-256）：%1。種子 %2，鹽值「%3」：%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the hash matches, the deal was fixed before the first flip.</source>
        <translation>雜湊值相符，布局在第一次翻棋前已經確定。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the hash does NOT match.</source>
        <translation>雜湊值不相符！</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Fairness</source>
        <extracomment>The title of the box that shows the deal&apos;s commitment and its check</extracomment>
        <translation>公平性</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before the first flip the pieces were shuffled with a secret seed, and the seed&apos;s SHA-256 hash was fixed: the commitment below. When the game ends the seed is shown, and its hash is checked against the commitment: if they match, the deal was fixed before the game and nobody changed it during play.</source>
        <translation>第一次翻棋之前，棋子用一個祕密種子洗好，並固定了該種子的 SHA-256 雜湊值，即下面的承諾值。對局結束時公佈種子，並用承諾值驗證它的雜湊：二者一致，說明布局在開局前已經固定，對局中沒有人改動過。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal commitment</source>
        <translation>布局承諾值</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The deal was checked: it is fair (see Fairness).</source>
        <extracomment>After the result in the status line; &quot;Fairness&quot; is the side panel&apos;s button (Fairness…)</extracomment>
        <translation>布局已驗證：公平（見「公平性」）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal check failed: the seed does not match its commitment (see Fairness).</source>
        <extracomment>After the result in the status line; &quot;Fairness&quot; is the side panel&apos;s button (Fairness…)</extracomment>
        <translation>布局驗證失敗：種子與承諾值不符（見「公平性」）。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Colour</source>
        <translation>顏色</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This game</source>
        <translation>本局得分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match wins</source>
        <translation>比賽勝局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match points</source>
        <translation>比賽積分</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Games at this table: %1, draws: %2.</source>
        <extracomment>Over the LAN: the games played at this table so far (a host may play several in a row)</extracomment>
        <translation>本桌已下 %1 局，和棋 %2 局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games in the match: %1, draws: %2.</source>
        <translation>比賽局數：%1，和局：%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner&apos;s first capture took the General: bonus.</source>
        <translation>勝方第一次吃子吃的是帥（將）：加分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won before ply %1: the early score applies.</source>
        <translation>在第 %1 步之前獲勝：按提前結束計分。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deal was checked: it was fixed before the first flip.</source>
        <translation>布局已驗證：它在第一次翻棋之前就已確定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal check failed: the seed does not match its commitment.</source>
        <translation>布局驗證失敗：種子與承諾值不符。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play again</source>
        <extracomment>再来一局: a new game with the same rules and players</extracomment>
        <translation>再來一局</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The match score was reset.</source>
        <translation>比賽比分已重置。</translation>
    </message>
    <message>
        <location filename="../ui/banqi/capturedstrip.cpp" line="+33"/>
        <location line="+38"/>
        <source>none</source>
        <translation>無</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::ClockChooser</name>
    <message>
        <location filename="../ui/timecontroldialog.cpp" line="+384"/>
        <source>Change…</source>
        <translation>更改…</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::CollectionModel</name>
    <message>
        <location filename="../ui/xiangqi/collectionview.cpp" line="+43"/>
        <source>Red wins</source>
        <translation>紅勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black wins</source>
        <translation>黑勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n ply(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set-up position</source>
        <translation>排局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Standard</source>
        <translation>標準局面</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening</source>
        <translation>開局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>起始局面</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::CollectionView</name>
    <message numerus="yes">
        <location line="+147"/>
        <source>%n game(s)</source>
        <extracomment>%1 games shown of %2 in the collection</extracomment>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n game(s)</source>
        <translation>
            <numerusform>%1 局，共 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Filter by player, event or any text</source>
        <translation>按棋手、賽事或任意文字查詢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter games</source>
        <translation>查詢對局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games of the collection</source>
        <translation>棋譜中的對局</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::ComputerGameDialog</name>
    <message>
        <location filename="../ui/computergamedialog.cpp" line="+66"/>
        <source>1 — beginner</source>
        <translation>1 — 入門</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 — novice</source>
        <translation>2 — 新手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 — casual player</source>
        <translation>3 — 業餘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 — club player</source>
        <translation>4 — 棋社棋手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 — strong club player</source>
        <translation>5 — 棋社強手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 — expert</source>
        <translation>6 — 高手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 — master</source>
        <translation>7 — 大師</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 — full strength</source>
        <translation>8 — 全力</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game against the computer</source>
        <extracomment>Title of the dialog that starts a game against the computer</extracomment>
        <translation>人機對弈新局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;You play:</source>
        <translation>你執(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;level:</source>
        <translation>電腦等級(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opponent:</source>
        <translation>對手(&amp;O)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Qiyuan (built-in)</source>
        <translation>棋苑（內建）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>External engine: %1</source>
        <extracomment>%1 is the name of an external engine set in Settings</extracomment>
        <translation>外部引擎：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An external engine plays at its own strength; the level sets its time per move.</source>
        <translation>外部引擎按自身棋力下棋；等級只決定每步思考時間。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower levels think less deeply and now and then choose a weaker move.</source>
        <translation>等級越低，思考越淺，偶爾會走出較弱的著法。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::ComputerLevelDialog</name>
    <message>
        <location filename="../ui/computerleveldialog.cpp" line="+20"/>
        <location line="+3"/>
        <source>Computer level</source>
        <extracomment>Title of the dialog that changes the computer&apos;s level during a game</extracomment>
        <translation>電腦等級</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer &amp;level:</source>
        <translation>電腦等級(&amp;L)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clock</source>
        <translation>計時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock:</source>
        <translation>計時：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game goes on from this move. A new clock starts afresh for both sides.</source>
        <translation>對局從這一步繼續；新的計時對雙方重新開始。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game goes on from this move, the clock as it is.</source>
        <translation>對局從這一步繼續，計時不變。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::CrosstableView</name>
    <message>
        <location filename="../ui/tournament/crosstableview.cpp" line="+67"/>
        <source>F11: full screen · Esc: close</source>
        <extracomment>The projector view of the crosstable: how to leave it</extracomment>
        <translation>F11：全螢幕 · Esc：關閉</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::EngineMatchWindow</name>
    <message>
        <location filename="../ui/enginematch/enginematchwindow.cpp" line="+216"/>
        <source>Engine &amp;Match...</source>
        <comment>menu</comment>
        <extracomment>Game menu: two engines play a match (引擎对战)</extracomment>
        <translation>引擎對戰(&amp;M)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let two engines play a match</source>
        <translation>讓兩個引擎對戰</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+102"/>
        <source>Engine Match</source>
        <extracomment>Title of the engine match window (引擎对战)</extracomment>
        <translation>引擎對戰</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>&amp;First engine:</source>
        <translation>先手引擎(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;econd engine:</source>
        <translation>後手引擎(&amp;E)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Built-in, level %1</source>
        <extracomment>An engine of the match: the built-in AI at a level (%1: &quot;8 — master&quot;)</extracomment>
        <translation>內建引擎，%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Games:</source>
        <translation>局數(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;iming:</source>
        <translation>計時方式(&amp;I)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A time per move</source>
        <extracomment>How the engines are timed: each move the same fixed time</extracomment>
        <translation>每步限時</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game clock</source>
        <extracomment>How the engines are timed: a game clock for each side (any kind: increment, byo-yomi, ...)</extracomment>
        <translation>對局計時鐘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clock:</source>
        <translation>計時(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Time per move:</source>
        <translation>每步用時(&amp;T)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> ms</source>
        <extracomment>Milliseconds, after the time per move</extracomment>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Openings:</source>
        <translation>開局：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built-in (ten common openings)</source>
        <translation>內建（十種常見開局）</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%n opening(s))</source>
        <translation>
            <numerusform>%1（%n 個開局）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;hoose...</source>
        <translation>選擇(&amp;H)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;PGN...</source>
        <translation>儲存 PGN(&amp;P)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>著法</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+12"/>
        <source>Openings</source>
        <translation>開局</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Openings (one FEN or ICCS line a line) (*.txt *.epd);;All files (*)</source>
        <translation>開局檔案（每行一個 FEN 或 ICCS 著法序列） (*.txt *.epd);;所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be used: %2</source>
        <translation>無法使用 %1：%2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a clock with time for both sides, or a time per move.</source>
        <translation>請選擇雙方都有用時的計時方式，或每步限時。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The match could not start: %1</source>
        <translation>對戰無法開始：%1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Red %1</source>
        <extracomment>The engine match&apos;s clocks: %1 the time left, e.g. &quot;Red 0:59&quot;</extracomment>
        <translation>紅方 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black %1</source>
        <extracomment>The engine match&apos;s clocks: %1 the time left, e.g. &quot;Black 0:58&quot;</extracomment>
        <translation>黑方 %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>perpetual check (长将)</source>
        <translation>長將</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>perpetual chase (长捉)</source>
        <translation>長捉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>repetition</source>
        <translation>重複局面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>120 moves without a capture</source>
        <translation>連續 120 回合未吃子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the engine crashed</source>
        <translation>引擎崩潰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the engine did not move in time</source>
        <translation>引擎未在時限內走棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>illegal move: %1</source>
        <extracomment>%1 the move as the engine wrote it, and why it was refused</extracomment>
        <translation>走法違規：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw</source>
        <translation>和</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red wins</source>
        <translation>紅勝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black wins</source>
        <translation>黑勝</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mate in %1</source>
        <translation>%1 步殺</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mated in %1</source>
        <translation>%1 步被殺</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — depth %2, %3: %4</source>
        <extracomment>An engine&apos;s thinking: %1 its name, %2 the depth, %3 the score from its own side, %4 the line it expects</extracomment>
        <translation>%1 — 深度 %2，%3：%4</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 %2 : %3 %4 (+%5 =%6 −%7), Elo %8 ± %9</source>
        <extracomment>The match score: %1 the first engine, %2 its points, %3 the second&apos;s points, %4 the second engine, %5 wins, %6 draws, %7 losses of the first, %8 the Elo difference, %9 its 95% error</extracomment>
        <translation>%1 %2 : %3 %4（勝 %5 和 %6 負 %7），等級分差 %8 ± %9</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Resume</source>
        <translation>繼續(&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;ause</source>
        <translation>暫停(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose two engines and start the match.</source>
        <translation>選擇兩個引擎，開始對戰。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The match is over: %n game(s).</source>
        <translation>
            <numerusform>對戰結束：共 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game %1 of %2: %3 (red) against %4 (black)</source>
        <extracomment>%1 the game&apos;s number, %2 of how many, %3 the red engine, %4 the black engine</extracomment>
        <translation>第 %1 局（共 %2 局）：%3（紅）對 %4（黑）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Starting the engines...</source>
        <translation>正在啟動引擎...</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+6"/>
        <source>Save the match</source>
        <translation>儲存對戰</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Engine match.pgn</source>
        <translation>引擎對戰.pgn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PGN game records (*.pgn)</source>
        <translation>PGN 棋譜 (*.pgn)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The games could not be saved: %1</source>
        <translation>無法儲存棋局：%1</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::EngineSettingsPage</name>
    <message>
        <location filename="../ui/enginesettings.cpp" line="+131"/>
        <source>Choose a UCI engine</source>
        <translation>選擇 UCI 引擎</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Set the engine&apos;s program first.</source>
        <translation>請先設定引擎程式。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Testing…</source>
        <translation>正在測試…</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>OK: %1 answers as a UCI engine (%n option(s)).</source>
        <extracomment>%1: the engine&apos;s name; %n: how many options it offers</extracomment>
        <translation>
            <numerusform>可用：%1 以 UCI 引擎方式應答（%n 個選項）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not usable: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>New engine</source>
        <extracomment>A new entry in the list of engines, before its program is set</extracomment>
        <translation>新引擎</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the engine&apos;s own name</source>
        <translation>引擎自報的名稱</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>&amp;Add</source>
        <translation>新增(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>刪除(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Test</source>
        <extracomment>Starts the engine once to check it and read its options</extracomment>
        <translation>測試(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>名稱(&amp;N)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Program:</source>
        <extracomment>The executable file of the engine</extracomment>
        <translation>程式(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;rguments:</source>
        <translation>引數(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The program of a xiangqi engine that speaks UCI (e.g. Pikafish, Fairy-Stockfish).</source>
        <translation>支援 UCI 協定的象棋引擎程式（例如 Pikafish、Fairy-Stockfish）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options: press Test to read them from the engine.</source>
        <translation>選項：按「測試」從引擎讀取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation>選項：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option</source>
        <translation>選項</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::ExplorerPanel</name>
    <message numerus="yes">
        <location filename="../ui/xiangqi/explorerpanel.cpp" line="+101"/>
        <source>Reading %n game(s) of the collection for the opening explorer…</source>
        <extracomment>The opening explorer while it reads a collection; %n games</extracomment>
        <translation>
            <numerusform>開局庫正在讀取棋譜集中的 %n 局棋…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening explorer: no game of the collection reached this position.</source>
        <translation>開局庫：棋譜集中沒有對局走到這個局面。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Opening explorer: %n game(s) reached this position.</source>
        <extracomment>%n: games of the collection that reached the position on the board</extracomment>
        <translation>
            <numerusform>開局庫：%n 局棋走到了這個局面。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Move</source>
        <translation>著法</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red</source>
        <comment>explorer column</comment>
        <extracomment>Column: games red won after the move (as short as possible)</extracomment>
        <translation>紅勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <comment>explorer column</comment>
        <extracomment>Column: drawn games after the move (as short as possible)</extracomment>
        <translation>和</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <comment>explorer column</comment>
        <extracomment>Column: games black won after the move (as short as possible)</extracomment>
        <translation>黑勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The move played from this position</source>
        <translation>在此局面下走的著法</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games that played the move</source>
        <translation>走這步棋的對局數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of those, games red won</source>
        <translation>其中紅方勝的對局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Of those, drawn games</source>
        <translation>其中和棋的對局</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Of those, games black won</source>
        <translation>其中黑方勝的對局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a move to play it</source>
        <translation>雙擊著法即可走這一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening explorer</source>
        <translation>開局庫</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::GameCard</name>
    <message>
        <location filename="../ui/gamecard.cpp" line="+195"/>
        <source>Rules:</source>
        <extracomment>Label before the rule-set choices of a game (e.g. QQ rules / Taiwan rules)</extracomment>
        <translation>規則：</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::GamePage</name>
    <message>
        <location filename="../ui/gamepage.h" line="+102"/>
        <location line="+9"/>
        <source>This game has no files.</source>
        <translation>此遊戲沒有棋譜檔案。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::HandicapBox</name>
    <message>
        <location filename="../ui/xiangqi/handicapbox.cpp" line="+47"/>
        <source>Hand&amp;icap:</source>
        <translation>讓子(&amp;I)：</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>None (even game)</source>
        <extracomment>The handicap chooser&apos;s first entry: an even game</extracomment>
        <translation>不讓子</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <extracomment>A handicap in the chooser: %1 its name, %2 the players&apos; Chinese name (让左马); red gives it and moves first</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red gives the odds: it plays without these pieces and moves first.</source>
        <translation>紅方讓子：少這些棋子，並且先走。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::JifenHowToPlay</name>
    <message>
        <location filename="../ui/jifen/jifenguide.cpp" line="+30"/>
        <source>%1 rules</source>
        <extracomment>A scoring xiangqi rule set, e.g. &quot;Simple rules&quot; (简明规则)</extracomment>
        <translation>%1規則</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 — first to %n point(s)</source>
        <extracomment>The rule set and the target score, e.g. &quot;Simple rules — first to 30 points&quot;</extracomment>
        <translation>
            <numerusform>%1 — 先得 %n 分者勝</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Never captures, so it gives no check.</source>
        <extracomment>An idle piece (闲子): SC-1, a piece that may not capture gives no check</extracomment>
        <translation>不能吃子，因此也不能將軍。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captures as in xiangqi.</source>
        <translation>吃子同象棋。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Captures as in xiangqi, but never a %1 piece.</source>
        <extracomment>%1: the kinds it may not capture, e.g. &quot;small&quot;</extracomment>
        <translation>吃子同象棋，但不能吃%1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capturing any king piece wins the game at once.</source>
        <translation>吃掉任何一個王子即刻獲勝。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 for you</source>
        <extracomment>Points a move gives the side that moved, e.g. &quot;+1 for you&quot;</extracomment>
        <translation>本方%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 for your opponent</source>
        <translation>對方%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its moves score nothing.</source>
        <translation>走子不得分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each move: %1.</source>
        <extracomment>e.g. &quot;Each move: +1 for you.&quot;</extracomment>
        <translation>每走一著：%1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+15"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>you %1</source>
        <extracomment>Under a kind chooser button: each move of the piece gives you these points</extracomment>
        <translation>本方%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>opponent %1</source>
        <extracomment>Under a kind chooser button: each move of the piece gives your opponent these points</extracomment>
        <translation>對方%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no points</source>
        <translation>不得分</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A check scores like any other move.</source>
        <translation>將軍與普通走子一樣計分。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>costs you %n point(s)</source>
        <translation>
            <numerusform>本方扣 %n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gives you %n point(s)</source>
        <translation>
            <numerusform>本方得 %n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gives your opponent %n point(s)</source>
        <translation>
            <numerusform>對方得 %n 分</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A check scores nothing.</source>
        <translation>將軍不得分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A check %1, instead of the move&apos;s points.</source>
        <extracomment>%1 e.g. &quot;gives your opponent 2 points&quot;; 将军 replaces the move&apos;s own points</extracomment>
        <translation>將軍時%1，不再按走子計分。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> and </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pieces move as in xiangqi and every piece starts normal; a piece&apos;s kind, shown on its face, changes only what it may capture and what its moves score.</source>
        <translation>棋子走法同象棋，開局時所有棋子都是普通子；棋子的類別顯示在棋面上，只改變它能吃哪些子、走子得幾分。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After each move you may change the kind of the piece you moved (a box opens beside it; Enter keeps the kind). The move scores by the kind the piece had when it moved.</source>
        <translation>每走一著後，可以改變所走棋子的類別（棋子旁會出現選擇框，按 Enter 鍵保持原類別）。這一著按棋子走動時的類別計分。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From the game&apos;s first capture on (that capture included), you may change the kind of the piece you moved (a box opens beside it; Enter keeps the kind). The move scores by the kind the piece had when it moved.</source>
        <translation>從全局第一次吃子起（包括這一著），走子後可以改變所走棋子的類別（棋子旁會出現選擇框，按 Enter 鍵保持原類別）。這一著按棋子走動時的類別計分。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Red&apos;s first turn is one move and may not capture. Until the game&apos;s first capture a turn may have two moves: after the first, make a second or press End turn; a capture or a check ends the turn at once. From the first capture on, a turn is one move.</source>
        <translation>紅方第一輪只走一著，且不能吃子。全局第一次吃子之前，每輪可走兩著：走完第一著後，可以再走一著或按「結束本輪」；吃子或將軍時本輪立即結束。第一次吃子之後，每輪走一著。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each turn is one move.</source>
        <translation>每輪走一著。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reach %1 points first, or checkmate or stalemate (困毙) your opponent, to win. Scores can go below zero. %2 moves without a result are a draw.</source>
        <extracomment>困毙: the side to move has no legal move</extracomment>
        <translation>先達到 %1 分，或將死、困斃對方者獲勝。積分可以為負。走滿 %2 著仍未分勝負則為和棋。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How to play: %1</source>
        <extracomment>Title of the one-screen introduction to a scoring xiangqi rule set</extracomment>
        <translation>玩法：%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>This page is in Help → How to Play whenever the table is open.</source>
        <translation>棋桌開啟時，隨時可以從「說明 → 玩法說明」再次檢視本頁。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::JifenTable</name>
    <message>
        <location filename="../ui/jifen/jifentable.h" line="+153"/>
        <source>Asked your opponent to take back your last turn.</source>
        <translation>已請求對手同意悔回你的上一回合。</translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentable.cpp" line="+84"/>
        <source>No legal second move: the turn passes.</source>
        <translation>沒有合法的第二著：輪到對方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First capture: from now on one move per turn, and kinds may change.</source>
        <translation>全局第一次吃子：此後每輪只走一著，並可變換棋子類別。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check!</source>
        <translation>將軍！</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+39"/>
        <source>Wait: it is your opponent&apos;s turn.</source>
        <translation>請等待：現在輪到對手。</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Choose the piece&apos;s kind (Enter keeps it, Escape takes the move back).</source>
        <translation>請選擇棋子的類別（按 Enter 保持不變，按 Esc 撤回這步棋）。</translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentexts.cpp" line="+38"/>
        <source>The game is over.</source>
        <translation>對局已經結束。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An idle piece never captures.</source>
        <translation>閒子不能吃子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A %1 piece may not capture a %2 piece.</source>
        <extracomment>e.g. &quot;A small piece may not capture a small piece.&quot;</extracomment>
        <translation>%1不能吃%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game&apos;s first move may not capture.</source>
        <translation>全局第一著不能吃子。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That would leave your General in check (送将).</source>
        <extracomment>送将</extracomment>
        <translation>這步棋會讓自己的將帥被將軍（送將）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two Generals may not face each other on an open file.</source>
        <translation>雙方將帥不能在同一條直線上直接照面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pieces are not used in these rules.</source>
        <translation>這套規則不用%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece already is of that kind.</source>
        <translation>這枚棋子已經是這一類。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kinds may change only from the game&apos;s first capture on.</source>
        <translation>全局第一次吃子之後才能變換棋子類別。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn can be ended only after its first move.</source>
        <translation>走完本輪第一著之後才能結束本輪。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Illegal move.</source>
        <translation>走法不合規則。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Check</source>
        <extracomment>将军: the move gives check</extracomment>
        <translation>將軍</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Normal piece moved</source>
        <extracomment>普通子走一着</extracomment>
        <translation>普通子走一著</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small piece moved</source>
        <extracomment>小子走一着</extracomment>
        <translation>小子走一著</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King piece moved</source>
        <extracomment>王子走一着</extracomment>
        <translation>王子走一著</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Idle piece moved</source>
        <extracomment>闲子走一着</extracomment>
        <translation>閒子走一著</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>opponent %1</source>
        <extracomment>Points the move gave the other side, e.g. &quot;opponent +2&quot; (对方+2)</extracomment>
        <translation>對方%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no points</source>
        <extracomment>不得分</extracomment>
        <translation>不得分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <comment>move points</comment>
        <extracomment>What a move scored: the reason, then the points, e.g. &quot;闲子走一着 +1&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a king piece was captured</source>
        <extracomment>吃王子: capturing any king piece wins (contest rules)</extracomment>
        <translation>王子被吃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reached the target score of %1</source>
        <translation>先達到目標分 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>200 moves (400 plies) without a result</source>
        <extracomment>The ply limit: 400 single moves of either side, 200 moves of both (走满 400 着)</extracomment>
        <translation>走滿 200 回合（400 著）未分勝負</translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentablelayout.cpp" line="+32"/>
        <location filename="../ui/jifen/jifentablefiles.cpp" line="+73"/>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/jifen/jifentablefiles.cpp" line="+0"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>Red %1</source>
        <translation>紅方 %1 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black %1</source>
        <translation>黑方 %1 分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scoring xiangqi board</source>
        <translation>積分象棋棋盤</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — the game starts when both seats are taken</source>
        <extracomment>Over the LAN before the game starts: a seat at the table is still free</extracomment>
        <translation>%1 — 雙方都入座後對局開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — your turn</source>
        <translation>%1 — 輪到你</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 — your opponent&apos;s turn</source>
        <translation>%1 — 輪到對手</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Game over</source>
        <translation>對局結束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (computer) is thinking…</source>
        <extracomment>The computer opponent is searching; %1 is its side (Red or Black)</extracomment>
        <translation>%1（電腦）正在思考…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (computer) is thinking… depth %2</source>
        <extracomment>%2 is the depth of the search completed so far, in actions</extracomment>
        <translation>%1（電腦）正在思考… 深度 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to move: one move, no capture (first turn)</source>
        <translation>輪到%1：首輪只走一著，不能吃子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move: move 1 of 2</source>
        <translation>輪到%1：本輪第 1 著（共 2 著）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move: move 2 of 2, or end the turn</source>
        <translation>輪到%1：本輪第 2 著（共 2 著），也可結束本輪</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move</source>
        <translation>輪到%1走棋</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+56"/>
        <source>End turn</source>
        <extracomment>A contest player ended a two-move turn after its first move</extracomment>
        <translation>結束本輪</translation>
    </message>
    <message>
        <location line="-51"/>
        <location filename="../ui/jifen/jifentablecomputer.cpp" line="+102"/>
        <source>%1 → %2</source>
        <extracomment>A move and the moved piece&apos;s new kind, e.g. &quot;炮二平五 → Idle&quot;</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>king piece captured</source>
        <translation>吃掉王子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first capture</source>
        <translation>全局第一次吃子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no second move</source>
        <translation>無第二著可走</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The rules and the target were set when the game started; they do not change during the game.</source>
        <extracomment>SC-6: the target is agreed in the new-game dialog</extracomment>
        <translation>規則和目標分在開局時已定，對局中不會改變。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piece kinds</source>
        <translation>棋子類別</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>玩法說明</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show a good action for the side to act</source>
        <translation>為目前行棋方提示一步好棋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>走方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move</source>
        <translation>著法</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentablecomputer.cpp" line="-28"/>
        <source>Looking for a good action…</source>
        <translation>正在尋找好棋…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>end the turn</source>
        <extracomment>The hint is to end a two-move turn after its first move</extracomment>
        <translation>結束本輪</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: %1</source>
        <extracomment>A suggested action (提示); %1 is the move, or &quot;end the turn&quot;</extracomment>
        <translation>提示：%1</translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentablefiles.cpp" line="-29"/>
        <source> points</source>
        <extracomment>The number of points that wins a scoring xiangqi game</extracomment>
        <translation> 分</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Clock:</source>
        <translation>計時(&amp;C)：</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+20"/>
        <source>&amp;Target score:</source>
        <translation>目標分數(&amp;T)：</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>New game: %1</source>
        <extracomment>Title of the dialog that starts a two-player game; %1 the game&apos;s name as the chooser says it (积分象棋)</extracomment>
        <translation>新對局：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The target cannot change once the game has started.</source>
        <translation>對局開始後目標分數不能更改。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Scoring xiangqi games (*.pgn)</source>
        <translation>積分象棋棋譜 (*.pgn)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game is not a game of scoring xiangqi.</source>
        <translation>儲存的棋局不是積分象棋。</translation>
    </message>
    <message>
        <location filename="../ui/jifen/jifentablelan.cpp" line="+46"/>
        <source>Your opponent asks to take back a turn. Do you agree?</source>
        <translation>對手請求悔回一個回合。你同意嗎？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent declined to take back the turn.</source>
        <translation>對手不同意悔棋。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn was taken back.</source>
        <translation>已悔回一個回合。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::KindChooser</name>
    <message>
        <location filename="../ui/jifen/kindchooser.cpp" line="+22"/>
        <source>Normal</source>
        <extracomment>普通棋子 (大棋子): a piece of kind normal in 积分象棋</extracomment>
        <translation>普通子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small</source>
        <extracomment>小棋子</extracomment>
        <translation>小子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King</source>
        <extracomment>王棋子</extracomment>
        <translation>王子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Idle</source>
        <extracomment>闲棋子</extracomment>
        <translation>閒子</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Kind after the move (its moves will score):</source>
        <extracomment>Shown above the kind choices after a move in 积分象棋</extracomment>
        <translation>走後的類別（及其走子得分）：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep</source>
        <extracomment>The moved piece keeps its kind (the default choice)</extracomment>
        <translation>保持</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (key %2 or %3)</source>
        <translation>%1（按鍵 %2 或 %3）</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::LanChatBox</name>
    <message>
        <location filename="../ui/lan/lanchatbox.cpp" line="+43"/>
        <source>Spectator</source>
        <translation>看棋的人</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (spectator)</source>
        <translation>%1（看棋）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent</source>
        <translation>對手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <extracomment>A chat line: %1 who, %2 what</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>— %1 —</source>
        <extracomment>A line of the table itself in the chat&apos;s log (a result, a new game), set apart from what people wrote</extracomment>
        <translation>— %1 —</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Message to the table</source>
        <translation>發給本桌的訊息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send</source>
        <translation>傳送</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>對話</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::LanHostDialog</name>
    <message>
        <location filename="../ui/lan/lanhostdialog.cpp" line="+142"/>
        <source>Host</source>
        <translation>主機</translation>
    </message>
    <message>
        <location line="+58"/>
        <location filename="../ui/lan/lanstart.cpp" line="+36"/>
        <source>Host on LAN</source>
        <extracomment>Title of the dialog that hosts a game for another computer on the local network (局域网)</extracomment>
        <translation>區域網路建局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play:</source>
        <translation>你執：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (Red, moves first)</source>
        <extracomment>Host on LAN for a tournament board: the colour of the player at this computer, %1 the player&apos;s name</extracomment>
        <translation>%1（紅方，先走）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (Black)</source>
        <extracomment>Host on LAN for a tournament board: %1 the name of black&apos;s player</extracomment>
        <translation>%1（黑方）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red (moves first)</source>
        <translation>紅方（先走）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn clock:</source>
        <translation>每步限時：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clock:</source>
        <translation>計時：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules:</source>
        <translation>規則：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On</source>
        <extracomment>The 翻翻棋 turn clock (BQ-9): a time limit for every turn</extracomment>
        <translation>開啟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s per turn</source>
        <extracomment>Seconds per turn of the 翻翻棋 turn clock</extracomment>
        <translation> 秒/步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change…</source>
        <translation>更改…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other computers on the local network see the table in their join dialog. Whoever sits down needs the 6-digit room code shown on your table.</source>
        <translation>區域網路內的其他電腦會在加入對話方塊裡看到這一局。入座需要輸入你的棋桌上顯示的6位房間碼。</translation>
    </message>
    <message>
        <location filename="../ui/lan/lanstart.cpp" line="+1"/>
        <source>The table could not be opened: %1</source>
        <translation>無法開局：%1</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::LanJoinDialog</name>
    <message>
        <location filename="../ui/lan/lanjoindialog.cpp" line="+80"/>
        <source>Sitting down…</source>
        <translation>正在入座…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You did not sit down. Choose a table or type its address and port.</source>
        <translation>你沒有入座。請選擇一局，或輸入它的位址和連接埠。</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>%1 (%2) — %3, both seats for LAN players — %4 — free seats: %5</source>
        <translation>%1（%2）— %3，雙方座位都留給區域網路棋手 — %4 — 空位：%5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2) — %3 — %4 — free seats: %5</source>
        <translation>%1（%2）— %3 — %4 — 空座：%5</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Rule options of this table: %1</source>
        <extracomment>In the LAN join dialog, under the tables: %1 the chosen table&apos;s changed rule options</extracomment>
        <translation>這一桌的規則選項：%1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Choose a table or type its address and port, and the 6-digit room code.</source>
        <translation>請選擇一局，或輸入它的位址和連接埠，以及6位房間碼。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Connecting…</source>
        <translation>正在連線…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The host&apos;s answer could not be read: it names no game.</source>
        <translation>無法讀取主機的回答：它沒有說明下的是哪種棋。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This table plays %1 (%2): join it from that game on the start page.</source>
        <extracomment>%1: the game the host&apos;s table plays, %2: its rule set</extracomment>
        <translation>此桌下的是%1（%2）：請在開始頁從該遊戲加入。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No Qiyuan table answered at this address and port, or its answer could not be read.</source>
        <translation>這個位址和連接埠上沒有棋苑的棋局應答，或者無法讀取它的回答。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Could not join the table: %1</source>
        <extracomment>%1: the system&apos;s reason, e.g. &quot;Connection refused&quot;</extracomment>
        <translation>無法加入這一局：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Guest</source>
        <translation>客人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taking your seat back at this table…</source>
        <translation>正在用保留的座位重新入座…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Turn clock: %1 s</source>
        <extracomment>A LAN table&apos;s turn clock (翻翻棋, BQ-9) before sitting down; %1 seconds per turn</extracomment>
        <translation>每步限時：%1 秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No turn clock</source>
        <translation>每步不限時</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clock: %1</source>
        <extracomment>A LAN table&apos;s clock before sitting down; %1 e.g. &quot;10 min + 5 s per move&quot;</extracomment>
        <translation>計時：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You cannot play at this table: %1</source>
        <extracomment>%1: why, e.g. the rule options of the table cannot be used</extracomment>
        <translation>你無法在這一局下棋：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sit down at this table?</source>
        <extracomment>The LAN join dialog shows a table reached by its address before the player sits down</extracomment>
        <translation>要在這一局入座嗎？</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+17"/>
        <source>Sit down</source>
        <extracomment>The LAN join dialog&apos;s button once the table is shown: take the seat</extracomment>
        <translation>入座</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Join on LAN</source>
        <extracomment>Title of the dialog that joins a game hosted on another computer of the local network</extracomment>
        <translation>區域網路加入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables on the local network:</source>
        <translation>區域網路內的棋局：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables on the local network cannot be listed here; type the host&apos;s address and port.</source>
        <translation>這裡無法列出區域網路內的棋局；請輸入主機的位址和連接埠。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>你的名字：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host address:</source>
        <translation>主機位址：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port:</source>
        <translation>連接埠：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Room code:</source>
        <translation>房間碼：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only watch (no room code needed)</source>
        <extracomment>Join a LAN table as a spectator (观战): see the game, never act</extracomment>
        <translation>只看棋（不需要房間碼）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Don&apos;t sit down</source>
        <extracomment>The LAN join dialog: leave the table shown without sitting down</extracomment>
        <translation>不入座</translation>
    </message>
    <message>
        <location line="-275"/>
        <location line="+273"/>
        <source>Join</source>
        <translation>加入</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::LanLink</name>
    <message>
        <location filename="../ui/lan/lanlink.cpp" line="+11"/>
        <source>Wrong room code.</source>
        <translation>房間碼錯誤。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many wrong room codes from this computer: wait a minute, then try again.</source>
        <translation>這臺電腦輸錯房間碼的次數太多：請等一分鐘再試。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seat at this table is taken.</source>
        <translation>這一局的座位已經有人了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your seat at this table was given up.</source>
        <translation>你在這一局的座位已被讓出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host runs an incompatible version of Qiyuan.</source>
        <extracomment>The other computer runs a Qiyuan whose LAN protocol differs</extracomment>
        <translation>主機執行的棋苑版本不相容。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>現在輪到對方走棋。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host refused the move: %1</source>
        <extracomment>%1: the reason in English from the host</extracomment>
        <translation>主機拒絕了這步棋：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is paused until the opponent reconnects.</source>
        <translation>對局已暫停，等待對手重新連線。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game starts when an opponent sits down.</source>
        <translation>對手入座後對局開始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>對局已經結束。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resigning and draw offers are possible only from ply 40 (BQ-11).</source>
        <extracomment>翻翻棋 rule BQ-11</extracomment>
        <translation>第 40 步起才能認輸或提和（BQ-11）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no action to take back.</source>
        <translation>你還沒有可以悔的棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spectators cannot act.</source>
        <translation>看棋的人不能行棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no offer or request to answer any more.</source>
        <translation>已經沒有需要回答的提和或請求了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host reported an error (%1): %2</source>
        <extracomment>%1: an error code of the LAN protocol, %2: its explanation in English</extracomment>
        <translation>主機報告錯誤（%1）：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the host did not answer</source>
        <translation>主機沒有應答</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+110"/>
        <source>Cannot resume the last game</source>
        <translation>無法恢復上次的對局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be resumed:
%1</source>
        <translation>儲存的對局無法恢復：
%1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>The saved game could not be resumed: %1</source>
        <translation>儲存的對局無法恢復：%1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Could not save the game in progress: %1</source>
        <translation>無法儲存進行中的對局：%1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Resumed the game in progress (from the backup copy).</source>
        <translation>已恢復進行中的對局（來自備份）。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Resumed the game in progress.</source>
        <translation>已恢復進行中的對局。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Cannot read %1: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is not a game file of this program.</source>
        <translation>%1 不是本程式的棋譜檔案。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Opened %1</source>
        <translation>已開啟 %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The %1 game in progress has not been saved. Save it first?</source>
        <extracomment>%1: the game&apos;s name, %2: how it is played and how far it went</extracomment>
        <translation>進行中的%1對局尚未儲存。要先儲存嗎？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 game in progress (%2) has not been saved. Save it first?</source>
        <translation>進行中的%1對局（%2）尚未儲存。要先儲存嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unsaved game</source>
        <translation>棋局未儲存</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+128"/>
        <location filename="../ui/mainwindowcollection.cpp" line="+122"/>
        <location line="+78"/>
        <location line="+7"/>
        <source>Cannot open the game</source>
        <translation>無法開啟棋譜</translation>
    </message>
    <message>
        <location line="-117"/>
        <location line="+29"/>
        <source>Cannot save the game</source>
        <translation>無法儲存棋譜</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot paste the position</source>
        <translation>無法貼上局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard does not hold a valid xiangqi FEN:
%1</source>
        <translation>剪貼簿中不是有效的象棋 FEN：
%1</translation>
    </message>
    <message>
        <location line="+91"/>
        <location line="+170"/>
        <location line="+134"/>
        <source>Qiyuan</source>
        <extracomment>Window title: the application&apos;s name, 棋苑 in Chinese</extracomment>
        <translation>棋苑</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>&amp;Game</source>
        <comment>menu</comment>
        <extracomment>Menu holding New, Open, Save, Quit</extracomment>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <comment>menu</comment>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <comment>menu</comment>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <comment>menu</comment>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Game</source>
        <comment>menu</comment>
        <extracomment>Game menu: choose a new game on the start page</extracomment>
        <translation>新遊戲(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a game to play</source>
        <translation>選擇要玩的遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open...</source>
        <comment>menu</comment>
        <translation>開啟(&amp;O)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <comment>menu</comment>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Set Up Position...</source>
        <comment>menu</comment>
        <extracomment>Edit menu: open the position editor (摆棋). Its mnemonic must differ from Undo&apos;s.</extracomment>
        <translation>擺棋(&amp;S)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Position (FEN)</source>
        <comment>menu</comment>
        <translation>複製局面 FEN(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Position (FEN)</source>
        <comment>menu</comment>
        <translation>貼上局面 FEN(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <comment>menu</comment>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As...</source>
        <comment>menu</comment>
        <translation>另存新檔(&amp;A)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <comment>menu</comment>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tournament...</source>
        <comment>menu</comment>
        <extracomment>Game menu: opens the tournament window (round robin, Swiss, crosstable)</extracomment>
        <translation>錦標賽(&amp;T)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <comment>menu</comment>
        <extracomment>Edit menu: take back the last move</extracomment>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <comment>menu</comment>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Se&amp;ttings...</source>
        <comment>menu</comment>
        <translation>設定(&amp;T)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Flip Board</source>
        <comment>menu</comment>
        <extracomment>View menu: turn the board round so the other side is at the bottom</extracomment>
        <translation>翻轉棋盤(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;ull Screen</source>
        <comment>menu</comment>
        <translation>全螢幕(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules of the Current Game</source>
        <comment>menu</comment>
        <extracomment>Help menu: the rules text of the game being played</extracomment>
        <translation>目前遊戲的規則(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to &amp;Play</source>
        <comment>menu</comment>
        <translation>玩法說明(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About %1</source>
        <comment>menu</comment>
        <extracomment>%1 is the application name</extracomment>
        <translation>關於%1(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <comment>menu</comment>
        <translation>關於 &amp;Qt</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>&lt;h2&gt;Qiyuan %1&lt;/h2&gt;&lt;p&gt;A suite of xiangqi games: Xiangqi, Dark Chess, Scoring Xiangqi, and the Xiangqi and Chess role games.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;&lt;/p&gt;</source>
        <extracomment>About box. %1 = version. Keep the HTML tags.</extracomment>
        <translation>&lt;h2&gt;棋苑 %1&lt;/h2&gt;&lt;p&gt;一套象棋遊戲：中國象棋、暗棋、積分象棋，以及中國象棋版殺和西洋棋版殺。&lt;/p&gt;&lt;p&gt;自由軟體，依據 GNU 通用公共授權條款第 3 版或（由您選擇）任何更新的版本釋出。本軟體不提供任何擔保。&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>About %1</source>
        <extracomment>Title of the About box; %1 is the application name</extracomment>
        <translation>關於%1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowcollection.cpp" line="-155"/>
        <source>Open &amp;Folder of XQF Games...</source>
        <comment>menu</comment>
        <translation>開啟 XQF 棋譜資料夾(&amp;F)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List every XQF game file of a folder</source>
        <translation>列出資料夾中的全部 XQF 棋譜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &amp;List</source>
        <comment>menu</comment>
        <translation>對局清單(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt Game in List</source>
        <comment>menu</comment>
        <translation>清單中的下一局(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre&amp;vious Game in List</source>
        <comment>menu</comment>
        <translation>清單中的上一局(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games of %1</source>
        <translation>%1 中的對局</translation>
    </message>
    <message numerus="yes">
        <location line="+80"/>
        <source>%n file(s) of the folder could not be read: %1</source>
        <translation>
            <numerusform>資料夾中有 %n 個檔案無法讀取：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Game %1 of %2</source>
        <translation>第 %1 局，共 %2 局</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a folder of XQF games</source>
        <translation>開啟 XQF 棋譜資料夾</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open the folder</source>
        <translation>無法開啟資料夾</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfiles.cpp" line="+37"/>
        <source>All files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Save game</source>
        <translation>儲存棋譜</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open game</source>
        <translation>開啟棋譜</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::ModeratorSession</name>
    <message>
        <location filename="../engine/session/moderatorsession.cpp" line="+45"/>
        <source>The game has started: start a new game to deal again.</source>
        <translation>遊戲已經開始：請開新局再發牌。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The standard role set needs exactly %1 players; %2 are listed. Choose the reduced set for a smaller table.</source>
        <translation>標準配置需要正好 %1 名玩家，現有 %2 名。人數較少時請選擇精簡配置。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reduced table needs 2 to %1 players; %2 are listed.</source>
        <translation>精簡配置需要 2 至 %1 名玩家，現有 %2 名。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The deal is complete.</source>
        <translation>發牌完成。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal the roles first.</source>
        <translation>請先發身份。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 shoots only over a screen: choose the screen first.</source>
        <translation>%1 須指定炮架才能開炮：請先選擇炮架。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+15"/>
        <source>The game has not started.</source>
        <translation>遊戲尚未開始。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::MoveTreeView</name>
    <message>
        <location filename="../ui/xiangqi/movetree.cpp" line="+42"/>
        <source>Moves</source>
        <extracomment>The accessible name of the move list (the record with its variations)</extracomment>
        <translation>著法</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>%1. %2</source>
        <extracomment>A move in the move list for screen readers: %1 its number, %2 the move (red&apos;s move)</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1… %2</source>
        <extracomment>A move in the move list for screen readers: %1 its number, %2 the move (black&apos;s move)</extracomment>
        <translation>%1… %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variation: %1</source>
        <extracomment>A move of a variation (变着) in the move list, for screen readers</extracomment>
        <translation>變著：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, with a comment</source>
        <extracomment>A move that has a comment, for screen readers</extracomment>
        <translation>%1，有註釋</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::PiecePalette</name>
    <message>
        <location filename="../ui/xiangqi/piecepalette.cpp" line="+50"/>
        <source>Piece box</source>
        <translation>棋子盒</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>eraser</source>
        <translation>橡皮擦</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>red general</source>
        <translation>紅帥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black general</source>
        <translation>黑將</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red advisor</source>
        <translation>紅仕</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black advisor</source>
        <translation>黑士</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red elephant</source>
        <translation>紅相</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black elephant</source>
        <translation>黑象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red horse</source>
        <translation>紅馬</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black horse</source>
        <translation>黑馬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red chariot</source>
        <translation>紅車</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black chariot</source>
        <translation>黑車</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red cannon</source>
        <translation>紅炮</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black cannon</source>
        <translation>黑炮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red soldier</source>
        <translation>紅兵</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black soldier</source>
        <translation>黑卒</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::PositionEditor</name>
    <message>
        <location filename="../ui/xiangqi/positioneditor.cpp" line="+163"/>
        <source>Clear the FEN</source>
        <translation>清除 FEN</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>Set Up Position</source>
        <translation>擺棋（局面編輯）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a point to put the selected piece there; drag pieces to move them or off the board to remove them; right-click clears a point.</source>
        <translation>點一下交叉點放上所選棋子；拖曳棋子可移到別處，拖出棋盤即拿掉；按右鍵清空該點。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a piece to select it, or drag it onto the board.</source>
        <translation>點一下棋子即可選取，或把它拖到棋盤上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side to move</source>
        <translation>輪到哪方走</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Red</source>
        <translation>紅方(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Black</source>
        <translation>黑方(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start position</source>
        <translation>初始局面(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lear board</source>
        <translation>清空棋盤(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Flip board</source>
        <translation>翻轉棋盤(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a piece, then points to place it. Drag pieces on, around or off the board. Right-click clears a point.</source>
        <translation>先點選棋子，再點交叉點擺放。棋子可拖上棋盤、在盤上挪動或拖出棋盤。按右鍵清空該點。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;EN:</source>
        <translation>FEN(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position as FEN. Type or paste a FEN here to set it up.</source>
        <translation>目前局面的 FEN。在這裡輸入或貼上 FEN 即可擺出該局面。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy FEN</source>
        <translation>複製 FEN(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste FEN</source>
        <translation>貼上 FEN(&amp;P)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Legal position, but red has no legal move: the game is over.</source>
        <translation>局面合法，但紅方已無棋可走：對局已經結束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legal position, but black has no legal move: the game is over.</source>
        <translation>局面合法，但黑方已無棋可走：對局已經結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Legal position. Red to move, in check.</source>
        <translation>局面合法。輪到紅方走，紅方正被將軍。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Legal position. Black to move, in check.</source>
        <translation>局面合法。輪到黑方走，黑方正被將軍。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Legal position. Red to move.</source>
        <translation>局面合法。輪到紅方走。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Legal position. Black to move.</source>
        <translation>局面合法。輪到黑方走。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The clipboard holds no text; the position is unchanged.</source>
        <translation>剪貼簿裡沒有文字，局面沒有改變。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot paste: %1 The position is unchanged.</source>
        <translation>無法貼上：%1局面沒有改變。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>generals</source>
        <comment>red pieces</comment>
        <translation>帥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>generals</source>
        <comment>black pieces</comment>
        <translation>將</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>advisors</source>
        <comment>red pieces</comment>
        <translation>仕</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>advisors</source>
        <comment>black pieces</comment>
        <translation>士</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elephants</source>
        <comment>red pieces</comment>
        <translation>相</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>elephants</source>
        <comment>black pieces</comment>
        <translation>象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>horses</source>
        <comment>red pieces</comment>
        <translation>馬</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>horses</source>
        <comment>black pieces</comment>
        <translation>馬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chariots</source>
        <comment>red pieces</comment>
        <translation>車</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chariots</source>
        <comment>black pieces</comment>
        <translation>車</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannons</source>
        <comment>red pieces</comment>
        <translation>炮</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cannons</source>
        <comment>black pieces</comment>
        <translation>炮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>soldiers</source>
        <comment>red pieces</comment>
        <translation>兵</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>soldiers</source>
        <comment>black pieces</comment>
        <translation>卒</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The %1 on %2 is outside its palace.</source>
        <translation>%2 上的%1在九宮之外。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 on %2 is not on an advisor point.</source>
        <translation>%2 上的%1不在仕（士）能到的五個點上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 on %2 is not on an elephant point.</source>
        <translation>%2 上的%1不在相（象）能到的七個點上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 on %2 is not on a point a soldier can reach.</source>
        <translation>%2 上的%1在兵（卒）走不到的點上。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Red has no general.</source>
        <translation>紅方沒有帥。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black has no general.</source>
        <translation>黑方沒有將。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has %2 %3; at most %4 are allowed.</source>
        <extracomment>%1 = side (red/black), %2 = count, %3 = piece name in the plural, %4 = the limit</extracomment>
        <translation>%1有 %2 個%3，最多只能有 %4 個。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The side not to move (%1) is in check, or the generals face each other.</source>
        <translation>不走棋的一方（%1）正被將軍，或雙方將帥照面。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not a valid FEN (%1).</source>
        <translation>不是有效的 FEN（%1）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not a legal position (%1).</source>
        <translation>不是合法的局面（%1）。</translation>
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
        <translation>未儲存的對局</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1: %2</source>
        <extracomment>A LAN game in the quit question: %1 the game&apos;s name, %2 what quitting does to it</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A LAN game is under way. Quit anyway?</source>
        <translation>有一局區域網路對局正在進行。仍要結束嗎？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has not been saved. Save it before quitting?</source>
        <translation>這局棋尚未儲存。結束前要儲存嗎？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These games have not been saved. Save them before quitting?</source>
        <translation>這些對局尚未儲存。結束前要儲存嗎？</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Checked: save this game. Unchecked: discard it.</source>
        <extracomment>Tooltip of a game in the quit question: what its check box means</extracomment>
        <translation>勾選：儲存這局。不勾選：丟棄這局。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uncheck a game to discard it. A discarded game is not resumed at the next start.</source>
        <translation>取消勾選即丟棄該對局。丟棄的對局下次啟動時不會恢復。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LAN games</source>
        <translation>區域網路對局</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard all</source>
        <extracomment>Quit question: discard every unsaved game and quit</extracomment>
        <translation>全部丟棄</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Quit</source>
        <extracomment>Quit question: save every unsaved game (or only the checked ones), discard the rest, quit Quit question when only a LAN game is under way (nothing to save)</extracomment>
        <translation>結束</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit without saving</source>
        <translation>不儲存，直接結束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save all</source>
        <translation>全部儲存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save checked, discard the rest</source>
        <translation>儲存勾選的，丟棄其餘</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::RepetitionWarning</name>
    <message>
        <location filename="../ui/xiangqi/repetitionwarning.cpp" line="+63"/>
        <source>Play it anyway</source>
        <translation>仍然走這一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose another move</source>
        <translation>換一步棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This move repeats the position a third time, and the game would end: %1</source>
        <extracomment>Before a move that repeats a position a third time; %1 the verdict it would bring, e.g. &quot;Red loses: ...&quot;</extracomment>
        <translation>這一步會使同一局面第三次出現，對局將結束：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetition warning</source>
        <translation>重複局面提醒</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::ReviewPanel</name>
    <message>
        <location filename="../ui/xiangqi/reviewpanel.cpp" line="+232"/>
        <source>Move %1, %2: the engine&apos;s choice too.</source>
        <extracomment>The review of the viewed move: %1 its number, %2 the move; it is what the engine plays too</extracomment>
        <translation>第%1回合 %2：與引擎的選擇相同。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move %1, %2: gave away %3 points of winning chances; the engine plays %4.</source>
        <extracomment>The review of the viewed move: %1 its number, %2 the move with its mark (?!, ?, ??), %3 points of winning chances lost, %4 the engine&apos;s move</extracomment>
        <translation>第%1回合 %2：勝率損失 %3 個百分點；引擎走 %4。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel review</source>
        <translation>取消覆盤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Review the game</source>
        <translation>覆盤</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Review the game: the engine judges every move and marks the mistakes.</source>
        <translation>覆盤：引擎評判每一步棋並標出失誤。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: accuracy %2 % · ?! %3 · ? %4 · ?? %5</source>
        <extracomment>A side&apos;s review: %1 Red or Black, %2 accuracy in per cent, %3 %4 %5 the counts of ?! (inaccuracies), ? (mistakes), ?? (blunders)</extracomment>
        <translation>%1：準確率 %2% · ?! %3 · ? %4 · ?? %5</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Turning points:</source>
        <extracomment>Followed by the moves where the game turned (links)</extracomment>
        <translation>轉折點：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>?! an inaccuracy, ? a mistake, ?? a blunder: a move that gave away 5, 10 or 15 points of the mover&apos;s winning chances</source>
        <translation>?! 緩著，? 錯著，?? 敗著：使走棋方勝率損失 5、10 或 15 個百分點的著法</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quick (0.2 s a move)</source>
        <translation>快速（每步 0.2 秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal (1 s a move)</source>
        <translation>標準（每步 1 秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep (3 s a move)</source>
        <translation>深入（每步 3 秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the engine&apos;s line</source>
        <translation>加入引擎的變著</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score graph</source>
        <translation>形勢圖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red&apos;s winning chances over the game; click to go to a move</source>
        <translation>紅方在全局中的勝率；點選可跳到該步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game review</source>
        <translation>覆盤</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::RulesDialog</name>
    <message>
        <location filename="../ui/rulesdialog.cpp" line="+83"/>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::SettingsDialog</name>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="+264"/>
        <source>Settings</source>
        <extracomment>Window title of the settings dialog</extracomment>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <extracomment>Label of the UI language choice</extracomment>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Applies at once to every open window.</source>
        <translation>立即套用於所有開啟的視窗。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pieces:</source>
        <extracomment>Label of the choice between simplified (帅/将) and traditional (帥/將) piece characters</extracomment>
        <translation>棋子(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simplified characters (帅 将 马 车)</source>
        <translation>簡體字（帅 将 马 车）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Traditional characters (帥 將 傌 俥)</source>
        <translation>繁體字（帥 將 傌 俥）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Move notation:</source>
        <extracomment>Label of the move notation choice of the move list and saved games</extracomment>
        <translation>記譜方式(&amp;M)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chinese (炮二平五)</source>
        <extracomment>Chinese move notation, e.g. 炮二平五</extracomment>
        <translation>中文記譜（炮二平五）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>WXF (C2.5)</source>
        <translation>WXF 記譜（C2.5）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ICCS coordinates (h2e2)</source>
        <translation>ICCS 座標（h2e2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation:</source>
        <translation>走子動畫(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+52"/>
        <source>Off</source>
        <extracomment>The night timer set to 0 seconds</extracomment>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;coordinates on the board</source>
        <translation>在棋盤上顯示座標(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the cannon and soldier poin&amp;t marks (炮位/兵位)</source>
        <extracomment>炮位/兵位: the small corner marks of a real xiangqi board</extracomment>
        <translation>顯示炮位、兵位標記(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound</source>
        <translation>聲音(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm before &amp;resigning</source>
        <translation>認輸前確認(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A different move in a recor&amp;d:</source>
        <extracomment>Label of the choice what a move that differs from the next move of a game record (打谱) does</extracomment>
        <translation>在棋譜中走了不同的著法(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask every time</source>
        <translation>每次詢問</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a new variation</source>
        <translation>新增為新變著</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace the rest</source>
        <translation>替換後續著法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make it the new main line</source>
        <translation>設為新的主線</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>General</source>
        <extracomment>Tab of the settings dialog with the language and play preferences</extracomment>
        <translation>一般</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engines</source>
        <extracomment>Tab of the settings dialog with the external UCI engines</extracomment>
        <translation>引擎</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer opponent</source>
        <extracomment>Title of the settings group about the built-in computer opponent</extracomment>
        <translation>電腦對手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hash table:</source>
        <extracomment>The memory of the built-in AI&apos;s transposition table</extracomment>
        <translation>置換表(&amp;H)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> MiB</source>
        <extracomment>Unit after the hash table size: mebibytes</extracomment>
        <translation> MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Threads:</source>
        <extracomment>How many processor cores one search of the built-in AI uses</extracomment>
        <translation>執行緒數(&amp;T)：</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Memory for the built-in xiangqi AI&apos;s search (1–2048 MiB). The opponent and the hint each use a table of this size; larger tables help at long thinking times. More threads find better moves in the same time, up to this computer&apos;s %n core(s).</source>
        <translation>
            <numerusform>內建象棋 AI 搜尋所用的記憶體（1–2048 MiB）。電腦對手和提示各用一張這麼大的表；思考時間長時，表大一些更好。執行緒越多，同樣的時間裡找到的著法越好，最多用到本機的 %n 個 CPU。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Narrator (role games)</source>
        <extracomment>Title of the settings group of the role games&apos; narrator, who reads each phase aloud</extracomment>
        <translation>旁白（版殺）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read each phase al&amp;oud</source>
        <translation>朗讀每個階段(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Voice:</source>
        <translation>語音(&amp;V)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default for the language</source>
        <extracomment>The narrator&apos;s voice: the speech engine&apos;s own voice for the UI language</extracomment>
        <translation>該語言的預設語音</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sp&amp;eed:</source>
        <extracomment>The narrator&apos;s speaking speed, -10 (slowest) to 10 (fastest)</extracomment>
        <translation>語速(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vol&amp;ume:</source>
        <translation>音量(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;ime to act:</source>
        <extracomment>The time the narrator waits after calling a role awake, the same for every role</extracomment>
        <translation>行動時間(&amp;I)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <location line="+3"/>
        <source> s</source>
        <extracomment>Unit after the narrator&apos;s time to act: seconds</extracomment>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Time per spea&amp;ker:</source>
        <extracomment>The time each player has to speak during the day, shown on the projector and the phones</extracomment>
        <translation>每人發言時間(&amp;K)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Night timer &amp;for phones:</source>
        <extracomment>The time the phones have for their night entries (0: no night timer)</extracomment>
        <translation>手機夜間提交時限(&amp;F)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every role is called in the night order, alive or not, with the same time to act, so the pauses tell nobody who holds a role. Without a voice the script is shown in large type on the projector.</source>
        <translation>每個身份都按夜間順序點名，無論是否存活，行動時間都相同，因此停頓不會洩露誰拿著哪個身份。沒有語音時，旁白詞以大字顯示在投影幕上。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>System language (%1)</source>
        <extracomment>Language choice that follows the system; %1 is the language it means here</extracomment>
        <translation>跟隨系統（%1）</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::SetupBoard</name>
    <message>
        <location filename="../ui/xiangqi/setupboard.cpp" line="+15"/>
        <source>Set-up board</source>
        <translation>擺棋棋盤</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::SidePanel</name>
    <message>
        <location filename="../ui/sidepanel.cpp" line="+143"/>
        <location line="+15"/>
        <source>Change level…</source>
        <translation>更改等級…</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::StartPage</name>
    <message>
        <location filename="../ui/startpage.cpp" line="+223"/>
        <source>Choose a game</source>
        <extracomment>Heading of the start page</extracomment>
        <translation>選擇遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick the rules and how you want to play.</source>
        <translation>選好規則和對弈方式。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The games open here one by one as their tables are finished; until then their buttons stay greyed out.</source>
        <translation>各個遊戲的棋桌完成後會在這裡逐一開放；在此之前，按鈕顯示為灰色。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games in progress</source>
        <extracomment>Heading of the list of unfinished games on the start page</extracomment>
        <translation>進行中的對局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the game</source>
        <extracomment>Start page: go back to the game that was on screen (Esc)</extracomment>
        <translation>回到對局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tournament...</source>
        <extracomment>Start page: opens the tournament window (round robin, Swiss, crosstable)</extracomment>
        <translation>錦標賽...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue</source>
        <extracomment>Start page: go on with this unfinished game</extracomment>
        <translation>繼續</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue %1</source>
        <extracomment>Accessible name of a Continue button; %1: the game&apos;s name</extracomment>
        <translation>繼續%1</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::TablePage</name>
    <message>
        <location filename="../ui/tablepage.cpp" line="+94"/>
        <location filename="../ui/tablepagelan.cpp" line="+113"/>
        <source>Draw offer</source>
        <translation>提和</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../ui/tablepagelan.cpp" line="+7"/>
        <source>The draw offer was declined.</source>
        <translation>對方拒絕了提和。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The saved computer opponent plays an unknown side &quot;%1&quot;.</source>
        <translation>儲存的電腦對手執未知的一方「%1」。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Red offers a draw. Black, do you accept?</source>
        <translation>紅方提和。黑方是否同意和棋？</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black offers a draw. Red, do you accept?</source>
        <translation>黑方提和。紅方是否同意和棋？</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You offered a draw; waiting for the answer.</source>
        <translation>你已提和，等待對方答覆。</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+326"/>
        <location filename="../ui/tablepagelan.cpp" line="+133"/>
        <source>Resign</source>
        <translation>認輸</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Resign this game?</source>
        <translation>認輸本局？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red resigns the game?</source>
        <translation>紅方確定認輸嗎？</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black resigns the game?</source>
        <translation>黑方確定認輸嗎？</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>checkmate</source>
        <translation>將死</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no legal move (困毙)</source>
        <extracomment>困毙: no legal move, which loses in xiangqi</extracomment>
        <translation>困斃（無棋可走）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>resignation</source>
        <translation>對方認輸</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw agreed</source>
        <translation>雙方議和</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time ran out</source>
        <translation>對方超時</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Red wins: %1.</source>
        <translation>紅方勝：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black wins: %1.</source>
        <translation>黑方勝：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw: %1.</source>
        <translation>和棋：%1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The computer declines the draw offer: it thinks it is ahead.</source>
        <translation>電腦拒絕和棋：它認為自己的局面更好。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Computer (%1)</source>
        <extracomment>A computer player&apos;s name in a saved game: %1 its level, e.g. &quot;4 — club player&quot;</extracomment>
        <translation>電腦（%1）</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../ui/xiangqi/xiangqitablefiles.cpp" line="+96"/>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/xiangqi/xiangqitablefiles.cpp" line="+0"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 vs %2 %3</source>
        <extracomment>The name Save As suggests: %1 and %2 the players, %3 the game&apos;s date</extracomment>
        <translation>%1 對 %2 %3</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>From here on the computer plays at level %1.</source>
        <extracomment>After Game → Computer Level…; %1: the level&apos;s name, e.g. &quot;5 — strong club player&quot;</extracomment>
        <translation>從現在起，電腦的等級為：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new clock runs from here on.</source>
        <translation>新的計時從現在開始。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>over the LAN</source>
        <extracomment>How a game in progress is played; %1: the opponent&apos;s name</extracomment>
        <translation>區域網路對弈</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>over the LAN against %1</source>
        <translation>區域網路對%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>against the computer</source>
        <translation>人機對弈</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hot seat</source>
        <extracomment>Two people take turns at this computer (同屏对弈)</extracomment>
        <translation>雙人對弈</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n move(s) played</source>
        <extracomment>How far a game in progress went: moves (回合) played, a move being both sides&apos; turns</extracomment>
        <translation>
            <numerusform>已走%n步</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Game over</source>
        <translation>對局結束</translation>
    </message>
    <message>
        <location line="+48"/>
        <location filename="../ui/tablepagelan.cpp" line="-130"/>
        <source>Take back</source>
        <extracomment>悔棋: take back the last move (or action)</extracomment>
        <translation>悔棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer draw</source>
        <translation>提和</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint</source>
        <extracomment>提示: the computer suggests a good move for the side to move</extracomment>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Computer Level...</source>
        <comment>menu</comment>
        <extracomment>Game menu: change the computer&apos;s level (and the clock) during a game against it</extracomment>
        <translation>電腦等級(&amp;C)...</translation>
    </message>
    <message>
        <location filename="../ui/tablepagelan.cpp" line="-94"/>
        <source>You host a LAN game at this table. Starting another closes your room: your opponent&apos;s game ends here. Go on?</source>
        <translation>你正在這張棋桌上主持區域網路對局。開始新的對局會關閉你的房間，對手的這局棋也隨之結束。要繼續嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play a LAN game at this table. Starting another leaves it. Go on?</source>
        <translation>你正在這張棋桌上下區域網路對局。開始新的對局會退出這局。要繼續嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the LAN game?</source>
        <translation>退出區域網路對局？</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The game from the host cannot be shown: %1</source>
        <extracomment>%1: why the host&apos;s data does not make a game (English)</extracomment>
        <translation>無法顯示主機發來的對局：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reconnected to the host.</source>
        <translation>已重新連線到主機。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your opponent offers a draw. Do you accept?</source>
        <translation>對手提和。你接受嗎？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 offers a draw. Do you accept?</source>
        <translation>%1提和。你接受嗎？</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The connection to the host was lost; reconnecting…</source>
        <translation>與主機的連線已斷開，正在重新連線…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your opponent is back at the table.</source>
        <translation>對手回到了棋桌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back at the table.</source>
        <translation>%1回到了棋桌。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your opponent left the table; the seat is kept for them for %n minute(s).</source>
        <translation>
            <numerusform>對手離開了棋桌；座位為其保留 %n 分鐘。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 left the table; the seat is kept for them for %n minute(s).</source>
        <translation>
            <numerusform>%1離開了棋桌；座位為其保留 %n 分鐘。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your opponent&apos;s connection was lost; the seat is kept for them for %n minute(s).</source>
        <translation>
            <numerusform>對手的連線斷開了；座位為其保留 %n 分鐘。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1&apos;s connection was lost; the seat is kept for them for %n minute(s).</source>
        <translation>
            <numerusform>%1的連線斷開了；座位為其保留 %n 分鐘。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The connection to the host was lost (%1).</source>
        <extracomment>%1: the reason, e.g. &quot;timeout&quot;</extracomment>
        <translation>與主機的連線已斷開（%1）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Both players are seated: the game begins.</source>
        <translation>雙方已入座，對局開始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponent sat down: the game begins.</source>
        <translation>對手已入座，對局開始。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sat down: the game begins.</source>
        <extracomment>%1: the name of the player who just sat down at the LAN table</extracomment>
        <translation>%1 已入座，對局開始。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A new game began at this table. The last game: %1</source>
        <extracomment>The host started the next game at the same LAN table; %1: the last game&apos;s result sentence</extracomment>
        <translation>本桌開始新的一局。上一局：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game began at this table.</source>
        <translation>本桌開始新的一局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new game began.</source>
        <translation>新的一局開始了。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The opponent&apos;s draw offer no longer stands.</source>
        <translation>對手的提和已失效。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The opponent&apos;s take-back request no longer stands.</source>
        <translation>對手的悔棋請求已失效。</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Room code %1, port %2</source>
        <extracomment>%1: the 6-digit room code the joiner must type, %2 the TCP port</extracomment>
        <translation>房間碼 %1，連接埠 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for a player to reconnect… The clock is paused.</source>
        <translation>等待棋手重新連線……棋鐘已暫停。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the opponent to reconnect… The clock is paused.</source>
        <translation>等待對手重新連線… 計時已暫停。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for %1 to reconnect… The clock is paused.</source>
        <extracomment>%1: the LAN opponent&apos;s name</extracomment>
        <translation>等待%1重新連線… 計時已暫停。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for the players to sit down: the game starts when both seats are taken.</source>
        <translation>等待棋手入座：雙方都入座後對局開始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for a second player to sit down: the game starts then.</source>
        <translation>等待另一位棋手入座，入座後對局開始。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for a second player to sit down (room code %1): the game starts then.</source>
        <extracomment>%1: the 6-digit room code the second player must type</extracomment>
        <translation>等待另一位棋手入座（房間碼 %1），入座後對局開始。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Quitting closes the LAN table you host.</source>
        <translation>結束棋苑會關閉你主持的區域網路棋桌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quitting closes the LAN table you host: the game against %1 ends.</source>
        <translation>結束棋苑會關閉你主持的區域網路棋桌：與%1的對局隨之結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quitting stops watching the LAN game.</source>
        <translation>結束棋苑會停止觀看這局區域網路對局。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Quitting leaves the LAN game. Your seat is kept for %n minute(s): start Qiyuan again to take it back.</source>
        <translation>
            <numerusform>結束棋苑會離開這局區域網路對局。你的座位保留 %n 分鐘：重新開啟棋苑即可回到座位。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Quitting leaves the LAN game against %1. Your seat is kept for %n minute(s): start Qiyuan again to take it back.</source>
        <extracomment>The quit question at a LAN table joined on another computer; %1: the opponent&apos;s name</extracomment>
        <translation>
            <numerusform>結束棋苑會離開與%1的區域網路對局。你的座位保留 %n 分鐘：重新開啟棋苑即可回到座位。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Taking your seat back at %1&apos;s LAN table…</source>
        <extracomment>At the start, the app takes back the seat it held at a LAN table; %1: the host&apos;s name</extracomment>
        <translation>正在回到%1的區域網路棋桌上的座位…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your seat at %1&apos;s LAN table could not be taken back: %2</source>
        <extracomment>%1: the host&apos;s name, %2: why</extracomment>
        <translation>未能回到%1的區域網路棋桌上的座位：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the table there plays another game now.</source>
        <translation>那張棋桌現在下的是另一種棋。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You are back at %1&apos;s LAN table.</source>
        <extracomment>%1: the host&apos;s name</extracomment>
        <translation>你已回到%1的區域網路棋桌。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::TimeControlDialog</name>
    <message>
        <location filename="../ui/timecontroldialog.cpp" line="-167"/>
        <source>Game clock</source>
        <extracomment>Title of the clock dialog shown before a new game (对局计时)</extracomment>
        <translation>對局計時</translation>
    </message>
    <message>
        <location line="-187"/>
        <location line="+91"/>
        <location line="+202"/>
        <location line="+26"/>
        <source>No clock</source>
        <translation>不計時</translation>
    </message>
    <message>
        <location line="-307"/>
        <source>%1 (byo-yomi ×%2)</source>
        <translation>%1（讀秒 ×%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (byo-yomi)</source>
        <extracomment>A table&apos;s clock in its one byo-yomi period (读秒): %1 the period&apos;s time left</extracomment>
        <translation>%1（讀秒）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 + %2 periods</source>
        <extracomment>A table&apos;s clock in main time: %1 the time left, %2 the byo-yomi periods still to come</extracomment>
        <translation>%1 + 讀秒 %2 次</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · move %2</source>
        <extracomment>A table&apos;s clock with a per-move limit (步时) beside main time: %1 the main time, %2 this move&apos;s time left</extracomment>
        <translation>%1 · 本步 %2</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Base time + increment</source>
        <extracomment>Fischer clock: a base time and a few seconds added after each move</extracomment>
        <translation>基本用時 + 每步加秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Base time + byo-yomi (读秒)</source>
        <extracomment>读秒: once the base time is spent, every move must be made within a period</extracomment>
        <translation>基本用時 + 讀秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sudden death</source>
        <extracomment>A clock of base time only: whoever runs out loses (包干)</extracomment>
        <translation>包乾（無加秒）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per-move limit only (步时)</source>
        <extracomment>步时: no base time, every move within a limit</extracomment>
        <translation>僅限步時</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> min</source>
        <extracomment>Unit after the base time, with its leading space</extracomment>
        <translation> 分鐘</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <location line="+1"/>
        <source> s</source>
        <extracomment>Unit after a number of seconds, with its leading space</extracomment>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None</source>
        <extracomment>A per-move limit of 0 seconds: there is none</extracomment>
        <translation>不限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clock:</source>
        <translation>計時方式(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Base time per side:</source>
        <translation>每方基本用時(&amp;B)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Increment per move:</source>
        <translation>每步加秒(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&amp;yo-yomi period per move:</source>
        <translation>每步讀秒(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Byo-yomi &amp;periods:</source>
        <extracomment>How many byo-yomi periods (读秒次数); one is used up only when a move takes longer</extracomment>
        <translation>讀秒次數(&amp;P)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per-&amp;move limit:</source>
        <extracomment>步时: every move must be made within this time, whatever time is left</extracomment>
        <translation>步時(&amp;M)：</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>&amp;Different time for each side (time odds)</source>
        <extracomment>Time odds (让时): each side its own clock</extracomment>
        <translation>雙方用時不同（讓時）(&amp;D)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Red</source>
        <extracomment>The clock dialog&apos;s fields for both sides (no time odds)</extracomment>
        <translation>紅方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Both sides</source>
        <translation>雙方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>%1 min</source>
        <extracomment>A clock&apos;s main time per side, in minutes</extracomment>
        <translation>%1 分鐘</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> + %1 s per move</source>
        <extracomment>Fischer increment per move</extracomment>
        <translation> + 每步 %1 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, then %1 × %2 s byo-yomi</source>
        <extracomment>Byo-yomi (读秒) after the main time: %1 periods of %2 seconds</extracomment>
        <translation>，之後讀秒 %1 次 × %2 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, then %1 s byo-yomi</source>
        <translation>，之後讀秒 %1 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, each move within %1 s</source>
        <extracomment>A per-move limit (步时) beside the main time</extracomment>
        <translation>，每步限時 %1 秒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each move within %1 s</source>
        <extracomment>A per-move limit (步时) and no main time</extracomment>
        <translation>每步限時 %1 秒</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Red: %1; Black: %2</source>
        <extracomment>Time odds: each side&apos;s own clock</extracomment>
        <translation>紅方：%1；黑方：%2</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::TournamentWindow</name>
    <message>
        <location filename="../ui/tournament/tournamentwindow.cpp" line="+232"/>
        <source>An engine of this board is no longer set up (Settings → Engines): choose another seat for its player, or enter the result by hand.</source>
        <translation>這一臺的某個引擎已不在設定中（設定 → 引擎）：請為該棋手另選執棋方式，或手動填寫結果。</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+5"/>
        <location line="+312"/>
        <source>Club tournament</source>
        <translation>俱樂部錦標賽</translation>
    </message>
    <message>
        <location line="-316"/>
        <source>The saved tournament could not be read: %1. It is kept as it is; New starts another.</source>
        <translation>無法讀取儲存的錦標賽：%1。該檔案保持原樣；點「新增」開始另一場。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Tournament</source>
        <translation>錦標賽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation>名稱：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System:</source>
        <translation>賽制：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds:</source>
        <translation>輪數：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clock:</source>
        <extracomment>The tournament&apos;s clock, used by every board played here</extracomment>
        <translation>計時：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round robin</source>
        <translation>單循環</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double round robin</source>
        <translation>雙循環</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swiss</source>
        <translation>瑞士制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New</source>
        <translation>新增</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open...</source>
        <translation>開啟...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As...</source>
        <translation>另存新檔...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export HTML...</source>
        <translation>匯出 HTML...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV...</source>
        <translation>匯出 CSV...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export PGN...</source>
        <translation>匯出 PGN...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crosstable Full Screen</source>
        <extracomment>Shows the crosstable in a window of its own, for a projector (F11)</extracomment>
        <translation>全螢幕成績表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>棋手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>輪次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No.</source>
        <translation>序號</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+12"/>
        <source>Rating</source>
        <translation>等級分</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Plays as</source>
        <translation>對局方式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board</source>
        <extracomment>Red moves first in xiangqi: the first player of a board</extracomment>
        <translation>臺次</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rank</source>
        <extracomment>Column of the crosstable: the place in the standings</extracomment>
        <translation>名次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points</source>
        <translation>積分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R%1</source>
        <extracomment>Column of a Swiss crosstable: round %1</extracomment>
        <translation>第%1輪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SB</source>
        <extracomment>Sonneborn-Berger tie-break, short</extracomment>
        <translation>索伯分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buchholz</source>
        <translation>布赫霍爾茨分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buchholz cut 1</source>
        <translation>布赫霍爾茨分（去最低）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Direct encounter</source>
        <translation>直接對局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>勝局數</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+141"/>
        <source>bye</source>
        <extracomment>A round without an opponent (1 point)</extracomment>
        <translation>輪空</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>(withdrawn)</source>
        <translation>（退賽）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>r</source>
        <extracomment>A Swiss crosstable&apos;s cell &quot;3r1&quot;: against row 3 with red, won. One short mark.</extracomment>
        <translation>紅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>b</source>
        <extracomment>A Swiss crosstable&apos;s cell &quot;3b½&quot;: against row 3 with black, drawn. One short mark.</extracomment>
        <translation>黑</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player over the LAN</source>
        <translation>區域網路棋手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer, level %1</source>
        <translation>電腦，%1 級</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Engine: %1</source>
        <extracomment>A tournament player&apos;s seat: a UCI engine set up in Settings → Engines (%1 its name)</extracomment>
        <translation>引擎：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine %1 (not set up)</source>
        <extracomment>A tournament player&apos;s seat naming a UCI engine that is no longer set up (%1 its id)</extracomment>
        <translation>引擎 %1（未設定）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person at this computer</source>
        <translation>本機棋手</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>withdrawn</source>
        <translation>已退賽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>late entry, from round %1</source>
        <translation>遲到報名，自第 %1 輪起</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Late Entry</source>
        <translation>遲到報名</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add Player</source>
        <translation>新增棋手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdraw</source>
        <translation>退賽</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove Player</source>
        <translation>刪除棋手</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+4"/>
        <source>Round %1</source>
        <translation>第 %1 輪</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>1 point</source>
        <translation>得 1 分</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not played yet</source>
        <extracomment>A board without a result yet</extracomment>
        <translation>尚未下完</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1-0 (Red wins)</source>
        <translation>1-0（紅勝）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>½-½ (draw)</source>
        <translation>½-½（和棋）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0-1 (Black wins)</source>
        <translation>0-1（黑勝）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+:- (Black forfeits)</source>
        <translation>+:-（黑方棄權）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-:+ (Red forfeits)</source>
        <translation>-:+（紅方棄權）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pair Round 1</source>
        <translation>編排第 1 輪</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pair Next Round</source>
        <translation>編排下一輪</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play This Board Here</source>
        <extracomment>Plays the selected board&apos;s game at the xiangqi table (hot seat, or against the computer for a computer seat); its result comes back here</extracomment>
        <translation>在本機下這一臺</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host This Board on the LAN</source>
        <extracomment>Opens this board&apos;s game at the xiangqi table as a LAN host: the other player joins from another computer on the local network; its result comes back here</extracomment>
        <translation>在區域網路上建這一臺</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add at least 3 players, then pair round 1.</source>
        <translation>至少新增 3 名棋手，然後編排第 1 輪。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>All %n round(s) played.</source>
        <translation>
            <numerusform>全部 %n 輪已賽完。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round %1 of %2: %3 of %4 boards finished.</source>
        <translation>第 %1 輪（共 %2 輪）：%4 臺中已完成 %3 臺。</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+3"/>
        <location line="+155"/>
        <source>The tournament could not be saved: %1</source>
        <translation>無法儲存錦標賽：%1</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>A tournament needs at least 3 players.</source>
        <translation>錦標賽至少需要 3 名棋手。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tournament has at most 64 players.</source>
        <translation>錦標賽最多 64 名棋手。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A round robin takes no late entries: its table is drawn for the players of round 1.</source>
        <translation>循環賽不接受遲到報名：賽程表按第 1 輪的棋手編排。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every board of this round needs a result first.</source>
        <translation>本輪每一臺都要先有結果。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All rounds are played.</source>
        <translation>所有輪次已賽完。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No pairing for the next round avoids a rematch or a second bye.</source>
        <translation>下一輪無法編排：總會出現重複對陣或第二次輪空。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>New tournament</source>
        <translation>新增錦標賽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave &quot;%1&quot; and start a new tournament? It stays in its file if you saved it.</source>
        <translation>離開「%1」並新增錦標賽？如已儲存，它仍在其檔案中。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Player %1</source>
        <translation>棋手 %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a tournament</source>
        <translation>開啟錦標賽</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+10"/>
        <source>Tournaments (*.qiyuan-tournament)</source>
        <translation>錦標賽 (*.qiyuan-tournament)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Cannot open %1: %2</source>
        <translation>無法開啟 %1：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved as %1; every change is saved there too.</source>
        <translation>已另存為 %1；之後每次改動也會儲存到該檔案。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Web pages (*.html)</source>
        <translation>網頁 (*.html)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spreadsheets (*.csv)</source>
        <translation>試算表 (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Xiangqi games (*.pgn)</source>
        <translation>象棋棋譜 (*.pgn)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Exported to %1.</source>
        <translation>已匯出到 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot export: %1</source>
        <translation>無法匯出：%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Round %1, board %2: %3 (Red) – %4 (Black)</source>
        <extracomment>The title of a tournament board hosted on the LAN, in the host dialog and in the guests&apos; join dialog: %1 round, %2 board, %3 red&apos;s player, %4 black&apos;s player</extracomment>
        <translation>第 %1 輪第 %2 臺：%3（紅方）– %4（黑方）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Board %1 of round %2: the LAN table was closed before the game ended; the board is still to be played.</source>
        <translation>第 %2 輪第 %1 臺：區域網路棋桌在對局結束前已關閉；這一臺仍待對弈。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Board %1 of round %2 is hosted on the LAN (room code %3); its result comes here when the game ends.</source>
        <extracomment>%3 the 6-digit room code the other player types to sit down</extracomment>
        <translation>第 %2 輪第 %1 臺已在區域網路上建局（房間碼 %3）；對局結束後結果會記到這裡。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Board %1 of round %2 is played at the table; its result comes here when the game ends.</source>
        <translation>第 %2 輪第 %1 臺正在棋桌上對弈；對局結束後結果會記到這裡。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Board %1 of round %2 was not hosted: the xiangqi table is playing a LAN game. Finish it or leave it first.</source>
        <translation>第 %2 輪第 %1 臺未能建局：象棋棋桌正在進行一局區域網路對局。請先下完或退出該局。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Board %1 of round %2: the result was taken from the game.</source>
        <translation>第 %2 輪第 %1 臺：結果已取自對局。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The engines are playing board %1 of round %2; one engine board plays at a time.</source>
        <translation>引擎正在下第 %2 輪第 %1 臺；引擎對局一次只下一臺。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The engines could not play the board: %1</source>
        <translation>引擎無法下這一臺：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The engines are playing board %1 of round %2; its result comes here when the game ends.</source>
        <translation>引擎正在下第 %2 輪第 %1 臺；對局結束後結果會填到這裡。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Board %1 of round %2: the engines&apos; game ended %3 (%4); the result and the record were taken.</source>
        <extracomment>%3 the result (1-0, 1/2-1/2, 0-1), %4 why the game ended</extracomment>
        <translation>第 %2 輪第 %1 臺：引擎對局結束，%3（%4）；結果和棋譜已記入。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::UciXiangqiPlayer</name>
    <message>
        <location filename="../ui/xiangqi/computerplayer.cpp" line="+51"/>
        <source>The engine %1 could not be started: %2</source>
        <translation>無法啟動引擎 %1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine crashed.</source>
        <translation>引擎崩潰了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The engine quit (exit code %1).</source>
        <translation>引擎已結束（結束代碼 %1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine did not start as a UCI engine (no &quot;uciok&quot;).</source>
        <translation>該程式沒有以 UCI 引擎方式啟動（沒有「uciok」）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine did not answer in time.</source>
        <translation>引擎未能及時應答。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The engine sent a line too long to be UCI.</source>
        <translation>引擎傳送的一行過長，不是 UCI 訊息。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The engine answered an illegal move: %1</source>
        <translation>引擎給出了不合法的著法：%1</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::WerewolfJoinDialog</name>
    <message>
        <location filename="../ui/werewolf/playerview.cpp" line="+472"/>
        <source>Join a Role Game as a Player</source>
        <translation>以玩家身份加入版殺</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moderators on this network:</source>
        <translation>本網路中的法官：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Address:</source>
        <translation>位址：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port:</source>
        <translation>連接埠：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Room code:</source>
        <translation>房間碼：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name:</source>
        <extracomment>The player&apos;s name: the moderator&apos;s roster uses it to find the seat</extracomment>
        <translation>你的名字：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 at %2:%3 — free seats: %4</source>
        <translation>%1（%2:%3）— 空座：%4</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Enter the moderator&apos;s address, the 6-digit room code and your name.</source>
        <translation>請輸入法官的位址、6 位房間碼和你的名字。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Wrong room code.</source>
        <translation>房間碼錯誤。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many wrong room codes: wait a minute.</source>
        <translation>房間碼錯誤次數過多：請等一分鐘。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That seat already has a player. Ask the moderator.</source>
        <translation>該座位已有玩家。請詢問法官。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refused: %1</source>
        <translation>被拒絕：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not join: %1</source>
        <translation>無法加入：%1</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::WerewolfNarratorBar</name>
    <message>
        <location filename="../ui/werewolf/narrator.cpp" line="+251"/>
        <source>Narrator:</source>
        <extracomment>The role game&apos;s narrator, who reads each phase aloud (on and off in the settings)</extracomment>
        <translation>旁白：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call the v&amp;ote</source>
        <extracomment>Narrator button: read aloud that the day&apos;s talk is over and the vote begins</extracomment>
        <translation>宣佈投票(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;top reading</source>
        <extracomment>Narrator button: stop reading aloud and forget what was still to be read</extracomment>
        <translation>停止朗讀(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The narrator is turned on and off, and its voice chosen, in Settings.</source>
        <translation>旁白的開關和語音在「設定」中選擇。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::WerewolfPage</name>
    <message>
        <location filename="../ui/werewolf/werewolfpage.cpp" line="+102"/>
        <source>Setup</source>
        <translation>開局設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roster</source>
        <translation>名單</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night</source>
        <translation>夜晚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dawn</source>
        <translation>天亮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day</source>
        <translation>白天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation>記錄</translation>
    </message>
    <message numerus="yes">
        <location line="+101"/>
        <source>%n player(s) · roles dealt</source>
        <extracomment>A role game whose roles are dealt but whose first night has not come</extracomment>
        <translation>
            <numerusform>%n名玩家 · 已發身份</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n player(s)</source>
        <extracomment>A role game in progress: %n players, then how many nights and day votes are behind</extracomment>
        <translation>
            <numerusform>%n名玩家</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>night %1, day %2</source>
        <translation>第%1夜，第%2天</translation>
    </message>
    <message>
        <location filename="../ui/werewolf/werewolfpagefiles.cpp" line="+88"/>
        <source>Save as a named setup</source>
        <translation>儲存為命名設定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the setup:</source>
        <translation>設定名稱：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Setup &quot;%1&quot; saved.</source>
        <translation>設定「%1」已儲存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A setup needs a name without &quot;/&quot;.</source>
        <translation>設定名稱不能為空，也不能含「/」。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No named setups yet.</source>
        <translation>還沒有命名設定。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start from a named setup</source>
        <translation>從命名設定開始</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Setup:</source>
        <translation>設定：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Xiangqi role game sessions (*.json)</source>
        <translation>中國象棋版殺對局 (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chess role game sessions (*.json)</source>
        <translation>西洋棋版殺對局 (*.json)</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+86"/>
        <source>This file is a session of the other role game.</source>
        <translation>此檔案是另一種版殺的對局。</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+102"/>
        <source>Deal the roles first.</source>
        <translation>請先發身份。</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>The saved session has no players.</source>
        <translation>儲存的對局沒有玩家。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Cannot write %1.</source>
        <translation>無法寫入 %1。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Keep this slip secret.</source>
        <translation>請勿讓他人看到此紙條。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Print role slips</source>
        <translation>列印身份紙條</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 檔案 (*.pdf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Role slips written to %1.</source>
        <translation>身份紙條已寫入 %1。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game has not started.</source>
        <translation>遊戲尚未開始。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export the log as text</source>
        <translation>匯出記錄為文字</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text files (*.txt)</source>
        <translation>文字檔案 (*.txt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>Could not export the log: %1</source>
        <translation>無法匯出記錄：%1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Export the log as JSON</source>
        <translation>匯出記錄為 JSON</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON files (*.json)</source>
        <translation>JSON 檔案 (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/werewolf/werewolfpagelan.cpp" line="+95"/>
        <source>Players cannot join: %1</source>
        <translation>玩家無法加入：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Phones cannot join: %1</source>
        <translation>手機無法加入：%1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>The vote cannot be closed: %1</source>
        <translation>無法結束投票：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Players on LAN</source>
        <translation>區域網路玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the players join from their own computers</source>
        <translation>讓玩家用自己的電腦加入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phones too: players join from a phone&apos;s browser on the same Wi-Fi</source>
        <translation>也用手機：玩家在同一 Wi-Fi 下用手機瀏覽器加入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QR code of the players&apos; page</source>
        <translation>玩家頁面的 QR 碼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the seat</source>
        <extracomment>Gives a seat of the roster to a player whose name is not in it</extracomment>
        <translation>分配座位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send the night forms to the players</source>
        <translation>向玩家傳送夜晚行動表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the vote to the players</source>
        <translation>向玩家開放投票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the players the counts as votes come in</source>
        <translation>投票時向玩家公開票數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the votes until all are in (the players see only how many have voted)</source>
        <translation>全部投完前隱藏投票（玩家只看到已投人數）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Moderator</source>
        <translation>法官</translation>
    </message>
    <message>
        <location line="+56"/>
        <location line="+19"/>
        <source>Let the players join first (Roster tab).</source>
        <translation>請先讓玩家加入（名單頁）。</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>The night forms cannot be sent: %1</source>
        <translation>無法傳送夜晚行動表：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The vote cannot be opened: %1</source>
        <translation>無法開放投票：%1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Players scan this code with their phone&apos;s camera, or open %1 in the phone&apos;s browser, then type the room code %2 and their name as it is in the roster.</source>
        <translation>玩家用手機相機掃描此碼，或在手機瀏覽器中開啟 %1，然後輸入房間碼 %2 和名單上的名字。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players can follow the game on their own computers: their role, the night form, the announcements, their private messages and the vote.</source>
        <translation>玩家可以在自己的電腦上參與遊戲：檢視自己的身份、夜晚行動表、公告、私訊，並投票。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Room code: %1 — address %2, port %3</source>
        <translation>房間碼：%1 — 位址 %2，連接埠 %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>connected (phone)</source>
        <translation>已連線（手機）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>disconnected (may rejoin)</source>
        <translation>已斷開（可重新加入）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not joined</source>
        <translation>未加入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, submitted tonight</source>
        <translation>，今夜已提交</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, voted</source>
        <translation>，已投票</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (from %2)</source>
        <translation>%1（來自 %2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Night forms sent: %1 of %2 players with an action have submitted.</source>
        <translation>夜晚行動表已發出：有行動的 %2 名玩家中已有 %1 名提交。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No night form is out.</source>
        <translation>未發出夜晚行動表。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The vote is open: %1 of %2 living players have voted (their votes fill the table; you may change them).</source>
        <translation>投票已開放：%2 名存活玩家中已有 %1 名投票（投票會填入表格，你可以修改）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No vote is open to the players.</source>
        <translation>未向玩家開放投票。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Quitting leaves the moderator&apos;s LAN table.</source>
        <translation>結束棋苑會離開法官的區域網路棋桌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quitting leaves the moderator&apos;s LAN table. Your seat stays yours until the moderator gives it to someone else: start Qiyuan again to take it back.</source>
        <extracomment>The quit question of a role-game player at the moderator&apos;s LAN table</extracomment>
        <translation>結束棋苑會離開法官的區域網路棋桌。在法官把座位交給別人之前，座位一直為你保留：重新開啟棋苑即可回到座位。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::WerewolfPlayerView</name>
    <message>
        <location filename="../ui/werewolf/playerview.cpp" line="-344"/>
        <source>Night entries</source>
        <translation>夜間提交時限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn to speak</source>
        <translation>輪到你發言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speaking: %1</source>
        <translation>發言：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time is up</source>
        <translation>時間到</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (paused)</source>
        <translation>%1（已暫停）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rejoin</source>
        <translation>重新加入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tonight</source>
        <translation>今夜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Screen:</source>
        <extracomment>A cannon&apos;s screen (炮架) in 中国象棋版杀</extracomment>
        <translation>炮架：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send my action</source>
        <translation>傳送我的行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day vote</source>
        <translation>白天投票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announcements:</source>
        <translation>公告：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private messages (only you see these):</source>
        <translation>私訊（只有你能看到）：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not connected to the moderator.</source>
        <translation>未連線到法官。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected to %1: waiting for the moderator to give you a seat.</source>
        <translation>已連線到 %1：等待法官為你分配座位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joining…</source>
        <translation>正在加入……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seated at %1&apos;s table: waiting for the moderator to deal.</source>
        <translation>已在 %1 的桌上入座：等待法官發身份。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+118"/>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>Connected to %1. Nights played: %2.</source>
        <translation>已連線到 %1。已進行 %2 夜。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your role is shown once the moderator has dealt.</source>
        <translation>法官發身份後，這裡顯示你的身份。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (#%2): %3 %4%5</source>
        <translation>%1（#%2）：%3%4%5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, dead</source>
        <translation>，已死亡</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Known to all</source>
        <translation>公開資訊</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>alive</source>
        <translation>存活</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>screen</source>
        <translation>炮架</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No night is open.</source>
        <translation>現在不是夜晚行動時間。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night %1: you have no action tonight.</source>
        <translation>第 %1 夜：你今夜沒有行動。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night %1: choose your action.</source>
        <translation>第 %1 夜：請選擇你的行動。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sent to the moderator: %1</source>
        <translation>已傳送給法官：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>abstain</source>
        <translation>棄權</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No vote is open.</source>
        <translation>現在沒有投票。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You abstain.</source>
        <translation>你棄權。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You vote for %1.</source>
        <translation>你投給了 %1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The votes: %1</source>
        <translation>投票結果：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Votes so far: %1</source>
        <translation>目前票數：%1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>no screen</source>
        <translation>無炮架</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 of %2 living players have voted. The votes are shown when all are in.</source>
        <translation>存活玩家已投票 %1 / %2 人。全部投完後才顯示票數。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::WerewolfPublicView</name>
    <message>
        <location filename="../ui/werewolf/publicview.cpp" line="+346"/>
        <source>Back to the moderator (Esc)</source>
        <translation>返回法官視窗（Esc）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes the public view; the roster&apos;s button opens it again.</source>
        <translation>關閉公共檢視；名單頁的按鈕可以再次開啟。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Public view</source>
        <translation>公開檢視</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Announcements</source>
        <translation>公告</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>QR code of the players&apos; page</source>
        <translation>玩家頁面的 QR 碼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join on your phone: scan the code, then type the room code %1 and your name.
%2</source>
        <translation>用手機加入：掃描 QR 碼後輸入房間碼 %1 和你的名字。
%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game has not started.</source>
        <translation>遊戲尚未開始。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Players: %1 alive of %2</source>
        <translation>玩家：%2 人中 %1 人存活</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over: %1 wins.</source>
        <translation>遊戲結束：%1勝。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over: a draw.</source>
        <translation>遊戲結束：和棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Day %1</source>
        <translation>第 %1 天</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night %1</source>
        <translation>第 %1 夜</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>alive</source>
        <translation>存活</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, seat %2, %3, known to all: %4</source>
        <extracomment>A player&apos;s card on the projector, for screen readers: &quot;Player 3, seat 3, alive, known to all: red General&quot;.</extracomment>
        <translation>%1，%2 號座，%3，公開資訊：%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::WerewolfRevealDialog</name>
    <message>
        <location filename="../ui/werewolf/revealdialog.cpp" line="+24"/>
        <source>Reveal the roles</source>
        <translation>檢視身份</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your seat&apos;s QR code</source>
        <translation>你座位的 QR 碼</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Play from your phone: scan this code with its camera. It takes you to your seat; you type nothing. Show it to nobody else.</source>
        <translation>用手機玩：用手機相機掃描此碼，直接進入你的座位，無需輸入。不要給別人看。</translation>
    </message>
    <message>
        <location line="+81"/>
        <location line="+16"/>
        <source>Pass the laptop to each player in turn. Nobody else looks. Esc leaves the reveal.</source>
        <translation>把電腦依次交給每位玩家，其他人不要看。按 Esc 退出亮身份。</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Every player has seen their role.
Tap to close.</source>
        <translation>每位玩家都已看過身份。
點選關閉。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tap the screen to hide your role, then pass the laptop on. Esc leaves the reveal.</source>
        <translation>點螢幕隱藏身份，然後把電腦交給下一位。按 Esc 退出亮身份。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
You are: %2</source>
        <translation>%1
你的身份：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pass the laptop to
%1

Tap to show your role.</source>
        <translation>請把電腦交給
%1

點選檢視你的身份。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::XiangqiAnalyser</name>
    <message numerus="yes">
        <location filename="../ui/xiangqi/computerplayer.cpp" line="-7"/>
        <source>The engine stopped responding: no answer to &quot;isready&quot; within %n second(s).</source>
        <extracomment>The engine was pinged with the UCI command &quot;isready&quot; while analysing and did not answer</extracomment>
        <translation>
            <numerusform>引擎沒有回應：%n 秒內沒有回答「isready」。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine did not stop when asked.</source>
        <translation>要求停止後引擎沒有停下。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::XiangqiTable</name>
    <message>
        <location filename="../ui/xiangqi/xiangqitable.h" line="+253"/>
        <source>You asked to take back your move; waiting for the answer.</source>
        <translation>你已請求悔棋，等待對方答覆。</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitable.cpp" line="+76"/>
        <location line="+83"/>
        <location filename="../ui/xiangqi/xiangqitablelan.cpp" line="+40"/>
        <source>Check!</source>
        <translation>將軍！</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The file says red to move, but black is in check: black moves first.</source>
        <extracomment>A game file (XQF header or PGN FEN tag) gave the wrong side to move; the reader corrected it</extracomment>
        <translation>棋譜標明紅方先走，但黑方正被將軍：改由黑方先走。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file says black to move, but red is in check: red moves first.</source>
        <translation>棋譜標明黑方先走，但紅方正被將軍：改由紅方先走。</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>Reviewing the start position of %n move(s). Press End to return to the game.</source>
        <translation>
            <numerusform>正在檢視開局局面（全局共 %n 回合）。按 End 鍵回到對局。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reviewing move %1 (red&apos;s) of %2. Press End to return to the game.</source>
        <translation>正在檢視第 %1 回合紅方著法（共 %2 回合）。按 End 鍵回到對局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviewing move %1 (black&apos;s) of %2. Press End to return to the game.</source>
        <translation>正在檢視第 %1 回合黑方著法（共 %2 回合）。按 End 鍵回到對局。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>record (edited)</source>
        <extracomment>An opened game record (棋谱) with changes not saved yet</extracomment>
        <translation>棋譜（已修改）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>record</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Red won.</source>
        <translation>紅勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black won.</source>
        <translation>黑勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn.</source>
        <translation>和棋。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result: the game was not finished.</source>
        <translation>無結果：對局沒有下完。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Record under review.&lt;/b&gt; %1</source>
        <extracomment>Above the move list of a game record opened from a file; %1 its result, e.g. &quot;Red wins: checkmate.&quot;</extracomment>
        <translation>&lt;b&gt;正在檢視棋譜。&lt;/b&gt;%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Do you resign the game?</source>
        <translation>你要認輸嗎？</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Opening: %1</source>
        <extracomment>The ECCO opening of the game so far: %1 its code and name (e.g. B24 中炮过河炮对左三步虎)</extracomment>
        <translation>開局：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Xiangqi board</source>
        <translation>中國象棋棋盤</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red to move.</source>
        <translation>輪到紅方走棋。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black to move.</source>
        <translation>輪到黑方走棋。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last move: %1.</source>
        <extracomment>The board&apos;s description for screen readers: %1 the last move in the move list&apos;s notation</extracomment>
        <translation>最後一步：%1。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Game over</source>
        <translation>對局結束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game starts when both seats are taken</source>
        <extracomment>Over the LAN before the game starts: a seat at the table is still free</extracomment>
        <translation>雙方入座後對局開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Red to move</source>
        <translation>輪到紅方走棋</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black to move</source>
        <translation>輪到黑方走棋</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitexts.cpp" line="+59"/>
        <source>English</source>
        <comment>opening names</comment>
        <extracomment>The language of opening names on the table: &quot;English&quot; (with the Chinese name beside) or &quot;Chinese&quot;</extracomment>
        <translation>Chinese</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There is no piece there.</source>
        <translation>那裡沒有棋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That piece belongs to the other side: it is not its turn.</source>
        <translation>那是對方的棋子，現在不該對方走。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A piece cannot capture its own side.</source>
        <translation>不能吃自己的棋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece does not move that way.</source>
        <translation>這個棋子不能這樣走。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The General and Advisors must stay in the palace.</source>
        <translation>將帥和士仕不能走出九宮。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An Elephant may not cross the river.</source>
        <translation>相（象）不能過河。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Elephant eye blocked (塞象眼).</source>
        <extracomment>塞象眼: the point between an Elephant and its target is occupied</extracomment>
        <translation>塞象眼：象眼有子，不能走。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Horse leg blocked (蹩马腿).</source>
        <extracomment>蹩马腿: the point next to the Horse in its direction of travel is occupied</extracomment>
        <translation>蹩馬腿：馬腿有子，不能走。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The path is blocked.</source>
        <translation>路線上有棋子擋住。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Cannon captures only by jumping exactly one screen.</source>
        <translation>炮吃子必須隔一個子（炮架）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A Soldier never retreats and moves sideways only after crossing the river.</source>
        <translation>兵（卒）不能後退，過河後才能橫走。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That would leave your General in check (送将).</source>
        <extracomment>送将: a move that leaves or puts one&apos;s own General in check</extracomment>
        <translation>這步棋會讓自己的將帥被將軍（送將）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two Generals may not face each other on an open file.</source>
        <translation>雙方將帥不能在同一條直線上直接照面。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>對局已經結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Illegal move.</source>
        <translation>走法不合規則。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>both sides check perpetually (双方长将)</source>
        <extracomment>双方长将: both sides give perpetual check, a draw</extracomment>
        <translation>雙方長將</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>perpetual check (长将) loses</source>
        <extracomment>长将</extracomment>
        <translation>對方長將，判負</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>both sides chase perpetually (双方长捉)</source>
        <extracomment>双方长捉: both sides chase perpetually, a draw</extracomment>
        <translation>雙方長捉</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>perpetual chase (长捉) loses</source>
        <extracomment>长捉</extracomment>
        <translation>對方長捉，判負</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the same position occurred three times</source>
        <translation>同一局面出現三次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>120 moves without a capture</source>
        <translation>連續 120 回合未吃子</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A variation of the game holds a move that is not legal there; it is left out from that move on.</source>
        <extracomment>A game file&apos;s variation (变着) holds a move that cannot be played</extracomment>
        <translation>棋譜的一個變著裡有不合規則的著法，從這一著起略去。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file has moves after the end of the game; they are left out.</source>
        <translation>檔案在對局結束之後還有著法，已略去。</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../ui/xiangqi/repetitiontexts.cpp" line="+93"/>
        <location filename="../ui/xiangqi/reviewpanel.cpp" line="-17"/>
        <location filename="../ui/xiangqi/movetree.cpp" line="-159"/>
        <location filename="../ui/xiangqi/xiangqicomputer.cpp" line="+51"/>
        <location filename="../ui/xiangqi/xiangqiseats.cpp" line="+43"/>
        <source>Black</source>
        <extracomment>The side whose move it is: 红方 / 黑方
----------
黑方</extracomment>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/xiangqi/repetitiontexts.cpp" line="+0"/>
        <location filename="../ui/xiangqi/reviewpanel.cpp" line="+0"/>
        <location filename="../ui/xiangqi/movetree.cpp" line="+0"/>
        <location filename="../ui/xiangqi/xiangqicomputer.cpp" line="+0"/>
        <location filename="../ui/xiangqi/xiangqiseats.cpp" line="-2"/>
        <source>Red</source>
        <extracomment>The side that moves first; 红方</extracomment>
        <translation>紅方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 for %2 cannot be read.</source>
        <extracomment>%1 the move&apos;s number, %2 Red or Black, %3 the move as the move list writes it (马8进7)</extracomment>
        <translation>第%1回合%2的著法無法讀取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 for %2, %3, is not legal here.</source>
        <translation>第%1回合%2的著法%3在此不合規則。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None of the game&apos;s moves could be read.</source>
        <translation>棋譜的著法一步也沒能讀出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was read up to Red&apos;s move %1.</source>
        <extracomment>How far a damaged game was read: up to red&apos;s move of the same number</extracomment>
        <translation>棋譜讀到第%1回合紅方的著法。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was read up to move %1.</source>
        <translation>棋譜讀到第%1回合。</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/repetitiontexts.cpp" line="-74"/>
        <source>General</source>
        <comment>red piece</comment>
        <translation>帥</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>General</source>
        <comment>black piece</comment>
        <translation>將</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advisor</source>
        <comment>red piece</comment>
        <translation>仕</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advisor</source>
        <comment>black piece</comment>
        <translation>士</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elephant</source>
        <comment>red piece</comment>
        <translation>相</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Elephant</source>
        <comment>black piece</comment>
        <translation>象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horse</source>
        <comment>red piece</comment>
        <translation>馬</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Horse</source>
        <comment>black piece</comment>
        <translation>馬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chariot</source>
        <comment>red piece</comment>
        <translation>車</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chariot</source>
        <comment>black piece</comment>
        <translation>車</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannon</source>
        <comment>red piece</comment>
        <translation>炮</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannon</source>
        <comment>black piece</comment>
        <translation>炮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soldier</source>
        <comment>red piece</comment>
        <translation>兵</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Soldier</source>
        <comment>black piece</comment>
        <translation>卒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 2 3 4 5 6 7 8 9</source>
        <extracomment>Red&apos;s file numbers 1 to 9 as the board&apos;s coordinates write them (red counts from its right), space-separated</extracomment>
        <translation>一 二 三 四 五 六 七 八 九</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red&apos;s %2 on file %1</source>
        <extracomment>A red piece where the board&apos;s coordinates show it: %1 the file as red counts it, %2 the piece</extracomment>
        <translation>紅方%1路%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black&apos;s %2 on file %1</source>
        <extracomment>A black piece where the board&apos;s coordinates show it: %1 the file as black counts it (1-9 from black&apos;s right), %2 the piece</extracomment>
        <translation>黑方%1路%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> and </source>
        <extracomment>Joins pieces that took turns, e.g. &quot;Red&apos;s Cannon on file 2 and Red&apos;s Horse on file 3&quot;</extracomment>
        <translation>和</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a Cannon may not chase a Chariot, even a protected one</source>
        <translation>炮不能長捉車，車有根也不行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Chariot held by a Horse may not be chased at all</source>
        <translation>被馬牽制、不能走動的車不能被長捉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Horse may not chase a Chariot, even a protected one</source>
        <translation>馬不能長捉車，車有根也不行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Chariot may not chase an unprotected Cannon</source>
        <translation>車不能長捉無根的炮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Chariot may not chase an unprotected Horse</source>
        <translation>車不能長捉無根的馬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attacking a like piece that cannot take back is a chase, not an exchange</source>
        <translation>攻擊不能還吃的同種棋子是捉，不是兌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Cannon may not chase an unprotected Horse, Advisor, Elephant or crossed Soldier</source>
        <translation>炮不能長捉無根的馬、士、象或過河兵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Chariot pinned on its line may not be chased</source>
        <translation>被牽制在線上的車不能被長捉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two pieces may not take turns chasing one piece</source>
        <translation>兩子不能輪流長捉一子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a protector that cannot really take back protects nothing</source>
        <translation>不能真正還吃的根是假根，等於無根</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offering an exchange on the way does not excuse the chase</source>
        <translation>捉中帶兌仍算長捉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unprotected piece may not be chased on every move</source>
        <translation>不能長捉無根子</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>one check and one chase in turn are allowed</source>
        <extracomment>一将一捉</extracomment>
        <translation>一將一捉是允許的</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chasing different pieces in turn is allowed</source>
        <translation>輪流捉不同的棋子是允許的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Chariot may chase a protected Cannon</source>
        <translation>車可以長捉有根的炮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offering to exchange like for like is allowed</source>
        <translation>同種棋子長兌是允許的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Soldier that has not crossed the river may be chased</source>
        <translation>未過河的兵卒可以被長捉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pinned piece threatens nothing</source>
        <translation>被牽制的棋子不構成威脅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the General may chase</source>
        <translation>將帥可以長捉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Soldier may chase</source>
        <translation>兵卒可以長捉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attacking a protected piece is no chase</source>
        <translation>攻擊有根子不算捉</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(Asian rules, article %1)</source>
        <extracomment>Names the rule book after a verdict: %1 the article of the Asian Xiangqi Federation&apos;s rules</extracomment>
        <translation>（亞洲象棋規則第%1條）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Both sides checked on every move of the repetition: a draw %1.</source>
        <extracomment>双方长将</extracomment>
        <translation>雙方在循環中每步都將軍（雙方長將），判和%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses: %2 gave check on every move of the repetition; perpetual check loses %3.</source>
        <extracomment>长将: %1 the side, %2 the checking pieces, %3 the rule book&apos;s article</extracomment>
        <translation>%1負：%2在循環中每步都將軍（長將），長將判負%3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 loses: %2 gave check on every move of the repetition while %3 chased; perpetual check loses, even against a perpetual chase %4.</source>
        <extracomment>One side checks perpetually, the other chases: %1 the checking side, %2 its pieces, %3 the other side&apos;s chasing pieces, %4 the article</extracomment>
        <translation>%1負：%2在循環中每步都將軍，%3每步都捉；長將對長捉，長將一方判負%4。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Both sides chased on every move of the repetition: a draw %1.</source>
        <extracomment>双方长捉</extracomment>
        <translation>雙方在循環中每步都捉（雙方長捉），判和%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses: %2 chased %3 on every move of the repetition; %4 %5.</source>
        <extracomment>长捉: %1 the side, %2 the chasing pieces, %3 the chased piece, %4 the rule, %5 the article</extracomment>
        <translation>%1負：%2在循環中每步都捉%3（長捉）；%4%5。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Draw: the same position occurred three times and neither side broke a rule.</source>
        <translation>和棋：同一局面出現三次，雙方都未犯規。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw: the same position occurred three times and neither side broke a rule; %1 %2.</source>
        <extracomment>%1 what the rules allowed, %2 the article</extracomment>
        <translation>和棋：同一局面出現三次，雙方都未犯規；%1%2。</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitablelayout.cpp" line="+194"/>
        <source>Revie&amp;w the Game</source>
        <extracomment>Game menu: the engine judges every move of the game (复盘)</extracomment>
        <translation>覆盤(&amp;W)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a good move for the side to move (%1)</source>
        <translation>為走棋方顯示一步好棋（%1）</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitablecomputer.cpp" line="+74"/>
        <source>The computer opponent stopped: %1
The game goes on; you move for both sides, or start a new game.</source>
        <translation>電腦對手已停止：%1
對局繼續；你可以替雙方走棋，或開始新局。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer opponent stopped: %1</source>
        <translation>電腦對手已停止：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer opponent</source>
        <translation>電腦對手</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Looking for a good move…</source>
        <translation>正在尋找好棋…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: %1</source>
        <extracomment>A suggested move (提示); %1 is the move in the chosen notation</extracomment>
        <translation>提示：%1</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitablelan.cpp" line="-13"/>
        <source>Your opponent asks to take back a move. Do you agree?</source>
        <translation>對手請求悔棋。你同意嗎？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponent declined to take back the move.</source>
        <translation>對手不同意悔棋。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move was taken back.</source>
        <translation>已悔棋。</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqitablefiles.cpp" line="-36"/>
        <source>%1, line %2: %3</source>
        <extracomment>A game file that cannot be opened: %1 its name, %2 the line of the bad move, %3 what is wrong</extracomment>
        <translation>%1 第%2行：%3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game is damaged</source>
        <translation>棋譜有損壞</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The saved game is not a xiangqi game.</source>
        <translation>儲存的棋局不是中國象棋。</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/record.cpp" line="+142"/>
        <source>Co&amp;mment:</source>
        <extracomment>The label of the comment (注释) of the viewed move; before the first move, of the game</extracomment>
        <translation>註釋(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comment</source>
        <translation>註釋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit Comme&amp;nt</source>
        <translation>編輯註釋(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pr&amp;omote Variation</source>
        <extracomment>Move a variation (变着) one place up among the alternatives of its move</extracomment>
        <translation>變著上移(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Demote Variation</source>
        <translation>變著下移(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make &amp;Main Line</source>
        <extracomment>The variation&apos;s line becomes the game&apos;s main line (主变)</extracomment>
        <translation>設為主線(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>De&amp;lete Variation…</source>
        <translation>刪除變著(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First position (Home)</source>
        <translation>開局局面（Home）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move (Left)</source>
        <translation>上一步（←）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move (Right)</source>
        <translation>下一步（→）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last move (End)</source>
        <translation>最後一步（End）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First position</source>
        <translation>開局局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last move</source>
        <translation>最後一步</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>A comment on the whole game</source>
        <translation>對整局棋的註釋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A comment on this move</source>
        <translation>對這一著的註釋</translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <source>Delete this variation and its %n move(s)?</source>
        <extracomment>%n: how many moves of the record the deletion removes</extracomment>
        <translation>
            <numerusform>刪除這個變著及其 %n 著？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete Variation</source>
        <translation>刪除變著</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/recordgame.cpp" line="+121"/>
        <location line="+4"/>
        <source>A Different Move</source>
        <extracomment>Title of the question asked when a move differs from the next move of a game record</extracomment>
        <translation>不同的著法</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The record continues with another move here. What should this move do?</source>
        <translation>棋譜在這裡接著的是另一著。這一著該如何處理？</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New &amp;Variation</source>
        <extracomment>The differing move starts a variation (变着) beside the record&apos;s move</extracomment>
        <translation>新變著(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Replace the Rest</source>
        <extracomment>The differing move replaces the rest of the record from here (its later moves are deleted)</extracomment>
        <translation>替換後續(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New &amp;Main Line</source>
        <extracomment>The differing move becomes the main continuation; the record&apos;s move becomes a variation</extracomment>
        <translation>新主線(&amp;M)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remember my &amp;choice (Settings can change it)</source>
        <translation>記住我的選擇(&amp;C)（可在設定中更改）</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/analysiscontrol.cpp" line="+53"/>
        <source>Analyse</source>
        <extracomment>分析: an engine evaluates the position on the board and shows its best line</extracomment>
        <translation>分析</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let an engine analyse the position on the board (%1)</source>
        <translation>讓引擎分析棋盤上的局面（%1）</translation>
    </message>
    <message>
        <location line="+51"/>
        <location line="+1"/>
        <source>The analysis stopped: %1</source>
        <extracomment>%1: why the engine failed, e.g. &quot;The engine crashed.&quot;</extracomment>
        <translation>分析已停止：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No legal move: the game is over here.</source>
        <translation>無棋可走：此局面對局已結束。</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqicomputer.cpp" line="+6"/>
        <source>&amp;Clock:</source>
        <translation>計時(&amp;C)：</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>mate in %1</source>
        <translation>%1 步殺</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mated in %1</source>
        <translation>%1 步被殺</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>The computer is thinking…</source>
        <extracomment>The computer opponent is searching for its move</extracomment>
        <translation>電腦正在思考…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer is thinking… depth %1, %2</source>
        <extracomment>%1: search depth in plies, %2: evaluation such as +0.3 or &quot;mate in 2&quot;</extracomment>
        <translation>電腦正在思考… 深度 %1，%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer is thinking… depth %1, %2, %3k nodes/s</source>
        <extracomment>%1: search depth in plies, %2: evaluation such as +0.3 or &quot;mate in 2&quot;, %3: thousands of positions searched per second (knodes/s)</extracomment>
        <translation>電腦正在思考… 深度 %1，%2，每秒 %3k 個局面</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqiseats.cpp" line="+6"/>
        <source>%1 — computer (%2)</source>
        <extracomment>A side&apos;s label: %1 is Red or Black, %2 the computer&apos;s level or engine</extracomment>
        <translation>%1 — 電腦（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — you</source>
        <extracomment>A side&apos;s label: %1 is Red or Black</extracomment>
        <translation>%1 — 你</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>free seat</source>
        <extracomment>The empty seat of a table on the LAN, waiting for a player</extracomment>
        <translation>空位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>free seat, code %1</source>
        <extracomment>The empty seat of a table hosted on the LAN; %1 the 6-digit room code the joiner must type</extracomment>
        <translation>空位，房間碼 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+11"/>
        <source>%1 — %2</source>
        <extracomment>A side&apos;s label over the LAN: %1 Red or Black, %2 the player&apos;s name</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/xiangqi/xiangqifiles.cpp" line="+16"/>
        <source>Xiangqi games (*.pgn *.xqf)</source>
        <extracomment>File dialog filter; keep the patterns</extracomment>
        <translation>象棋棋譜 (*.pgn *.xqf)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Xiangqi games, PGN (*.pgn)</source>
        <extracomment>File dialog filters; keep the patterns. XQStudio (象棋演播室) is the program of XQF files.</extracomment>
        <translation>象棋棋譜，PGN (*.pgn)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>XQStudio 1.0 games (*.xqf)</source>
        <translation>象棋演播室 1.0 棋譜 (*.xqf)</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage</name>
    <message>
        <location filename="../ui/werewolf/werewolfpagehelpers.h" line="+118"/>
        <source>Ruling: %1</source>
        <extracomment>Tooltip naming the rulings (docs/rules) behind a setting or a status, e.g. &quot;Ruling: XW-4&quot;</extracomment>
        <translation>規則：%1</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::DawnTab</name>
    <message>
        <location filename="../ui/werewolf/dawntab.cpp" line="+97"/>
        <source>Show in English</source>
        <extracomment>Toggle on the dawn tab: show the announcement in the language that is not the UI&apos;s</extracomment>
        <translation>顯示英文</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show in Chinese</source>
        <translation>顯示中文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the announcement</source>
        <translation>複製公告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy as a forum post</source>
        <translation>複製為論壇貼文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BBCode: bold headings, the dead with what is announced of them, the day&apos;s vote table once voted</source>
        <translation>BBCode：粗體標題，死者及公佈的身份，投票後附當天的票數表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private messages to send, by recipient:</source>
        <translation>要傳送的私訊（按收件人）：</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Dawn comes after the first night is applied.</source>
        <translation>第一夜執行後天亮。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+10"/>
        <source>No private messages.</source>
        <translation>沒有私訊。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Dawn after night %1</source>
        <translation>第 %1 夜後天亮</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Copy</source>
        <translation>複製</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the message to %1</source>
        <extracomment>Accessible name of the Copy button of one player&apos;s private messages</extracomment>
        <translation>複製給 %1 的私訊</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nobody died; the roster is up to date.</source>
        <translation>無人死亡；名單已更新。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Died and marked dead in the roster: %1</source>
        <translation>死亡並已在名單中標記：%1</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::DayTab</name>
    <message>
        <location filename="../ui/werewolf/daytab.cpp" line="+93"/>
        <source>On a tie, the moderator executes:</source>
        <translation>平票時法官處決：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count the votes</source>
        <translation>計票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply the vote</source>
        <translation>執行投票</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Close the vote</source>
        <extracomment>Reveals the hidden day vote&apos;s tally to the players (the day is not applied yet)</extracomment>
        <translation>結束投票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the players the tally now; the vote is applied with Apply the vote.</source>
        <translation>現在向玩家公佈票數；投票結果仍需點「執行投票」才生效。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Closed: the players see the tally and vote no more. Apply the vote when ready.</source>
        <translation>已結束：玩家已看到票數，不能再投票。準備好後點「執行投票」。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players see only that %1 of %2 have voted.</source>
        <translation>玩家只看到已投票 %1 / %2 人。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Voter</source>
        <translation>投票者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Votes for</source>
        <translation>投給</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tally</source>
        <translation>計票</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Vote of %1</source>
        <translation>%1 的投票</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+86"/>
        <source>abstains</source>
        <translation>棄權</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Day %1 is applied:</source>
        <translation>第 %1 天已執行：</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>not voted yet (abstains)</source>
        <translation>尚未投票（按棄權計）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>If the vote is applied now:</source>
        <translation>如果現在執行投票：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 = %3</source>
        <translation>%1 %2 = %3</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n 票</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2; %3 in all</source>
        <translation>%1，%2，共 %3 票</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n vote(s) cast</source>
        <translation>
            <numerusform>投得 %n 票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n vote(s) added by a curse</source>
        <translation>
            <numerusform>詛咒加 %n 票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n vote(s) taken away by a blessing</source>
        <translation>
            <numerusform>庇佑減 %n 票</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::LogTab</name>
    <message>
        <location filename="../ui/werewolf/logtab.cpp" line="+108"/>
        <source>Export the log as text…</source>
        <translation>匯出記錄為文字…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the log as JSON…</source>
        <translation>匯出記錄為 JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moderator&apos;s override</source>
        <translation>法官裁定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set a player dead or alive, with a reason for the log.</source>
        <translation>設定玩家死亡或存活，並寫明理由（記入記錄）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alive after the override</source>
        <translation>裁定後存活</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason (required)</source>
        <translation>理由（必填）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply the override</source>
        <translation>執行裁定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All roles:</source>
        <translation>全部身份：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>— Night %1 —</source>
        <translation>— 第 %1 夜 —</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— Day %1 —</source>
        <translation>— 第 %1 天 —</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— Promotion —</source>
        <translation>— 升變 —</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— Moderator&apos;s override —</source>
        <translation>— 法官裁定 —</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Private to %1: %2</source>
        <translation>私訊給 %1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announced: %1</source>
        <translation>公告：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The log starts with the first night.</source>
        <translation>記錄從第一夜開始。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Camp</source>
        <translation>陣營</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Role</source>
        <translation>身份</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Alive</source>
        <translation>存活</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+15"/>
        <source>alive</source>
        <translation>存活</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+15"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 (dealt %2)</source>
        <translation>%1（發牌時為%2）</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::NightTab</name>
    <message>
        <location filename="../ui/werewolf/nighttab.cpp" line="+164"/>
        <source>Entered tonight, in the order received (chess pieces act at once; the layers decide):</source>
        <translation>今夜已登記（按收到的順序；各棋子同時行動，按結算層次決定結果）：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entered tonight, in order (the order decides stacked cannons and prayers):</source>
        <translation>今夜已登記（按順序；順序決定重疊炮和祈禱）：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>刪除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the selected entry (the last one when none is selected).</source>
        <translation>刪除選取的一條（未選取時刪除最後一條）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply the night</source>
        <translation>執行本夜</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+343"/>
        <source>Undo the last phase</source>
        <translation>撤銷上一階段</translation>
    </message>
    <message>
        <location line="-341"/>
        <source>Typed night entry</source>
        <extracomment>Accessible name of the typed night entry</extracomment>
        <translation>鍵盤登記夜晚行動</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+260"/>
        <source>Resolve anyway</source>
        <translation>仍然結算</translation>
    </message>
    <message>
        <location line="-260"/>
        <location line="+272"/>
        <source>Resolve</source>
        <translation>結算</translation>
    </message>
    <message>
        <location line="-264"/>
        <source>The night panel opens when the game starts.</source>
        <translation>遊戲開始後開啟夜晚面板。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game is over.</source>
        <translation>遊戲已經結束。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Night %1: enter what each player sent, in the order received.</source>
        <translation>第 %1 夜：按收到的順序登記每位玩家的行動。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(screen %1)</source>
        <translation>（炮架 %1）</translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>%1 and %n other(s)</source>
        <translation>
            <numerusform>%1 等 %n 人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player with an action has an entry.</source>
        <translation>每位有行動的玩家都已登記。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s) have not acted yet: %1</source>
        <translation>
            <numerusform>還有 %n 人未行動：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Sent tonight from a phone</source>
        <translation>今夜已從手機發來</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sent tonight from a desktop</source>
        <translation>今夜已從電腦發來</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entered tonight</source>
        <translation>今夜已登記</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What %1 does</source>
        <translation>%1 的行動</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whom %1 names</source>
        <translation>%1 指定的對象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose…</source>
        <translation>請選擇…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Screen of %1</source>
        <translation>%1 的炮架</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>screen…</source>
        <translation>炮架…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Enter</source>
        <translation>登記</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the action of %1</source>
        <translation>登記 %1 的行動</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entered</source>
        <translation>已登記</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nothing to enter</source>
        <translation>無可登記</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>action…</source>
        <translation>行動…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 must promote: the king chooses</source>
        <translation>%1 須升變：由王選擇</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Promotion of %1</source>
        <translation>%1 的升變</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Promote</source>
        <translation>升變</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Promote %1</source>
        <translation>讓 %1 升變</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n player(s) have not acted yet: %1. Press “Resolve anyway” to resolve without them.</source>
        <translation>
            <numerusform>還有 %n 人未行動：%1。按「仍然結算」可不等他們直接結算。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Outcome if applied (nothing is changed yet):</source>
        <translation>執行後的結果（尚未改變任何內容）：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Night %1 is taken back: whoever died in it lives again, and its entries come back to be corrected.</source>
        <translation>撤回第 %1 夜：當夜死亡的玩家復活，當夜的登記退回以便更正。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Day %1 is taken back: whoever the vote executed lives again, and the votes cast are lost.</source>
        <translation>撤回第 %1 天：被投票處決的玩家復活，已投的票全部作廢。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last promotion is taken back.</source>
        <translation>撤回上一次升變。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The moderator&apos;s last correction is taken back.</source>
        <translation>撤回法官上一次裁定。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What was announced then:</source>
        <translation>當時的公告：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo it</source>
        <translation>撤銷</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Type who acts (part of a name or the seat number), then Enter:</source>
        <translation>輸入行動者（部分姓名或座號），按 Enter：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What does %1 do?</source>
        <translation>%1 做什麼？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 whom?</source>
        <translation>%1 %2 誰？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Over which screen does %1 shoot?</source>
        <translation>%1 以誰為炮架？</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Nothing here matches “%1”.</source>
        <translation>沒有與「%1」相符的選項。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“%1” matches %2: type more of it.</source>
        <translation>「%1」對應多項：%2。請多輸入幾個字。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 cannot do “%2” tonight; they may: %3.</source>
        <translation>%1 今夜不能「%2」；可以：%3。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is dead and does nothing at night.</source>
        <translation>%1 已死亡，夜裡不能行動。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already has an entry tonight; remove it to enter another.</source>
        <translation>%1 今夜已有登記；要改請先刪除原來那條。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has nothing to do tonight.</source>
        <translation>%1 今夜沒有可做的行動。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot be named by this action tonight.</source>
        <translation>今夜這個行動不能指定 %1。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 cannot be the screen tonight.</source>
        <translation>%1 今夜不能作炮架。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::RosterTab</name>
    <message>
        <location filename="../ui/werewolf/rostertab.cpp" line="+48"/>
        <location line="+38"/>
        <source>Open the public view</source>
        <translation>開啟公開檢視</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>invincible</source>
        <translation>無敵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imprisoned</source>
        <translation>被禁錮</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cursed</source>
        <translation>被詛咒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>blessed</source>
        <translation>被庇佑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pardoned</source>
        <translation>被特赦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>named substitute</source>
        <translation>被抽將</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>promoted</source>
        <translation>已升變</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rested</source>
        <translation>已休息</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must promote</source>
        <translation>須升變</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cover night(s)</source>
        <translation>
            <numerusform>轉移 %n 夜</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Seat</source>
        <translation>座號</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Camp</source>
        <translation>陣營</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Role</source>
        <translation>身份</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Alive</source>
        <translation>存活</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Statuses</source>
        <translation>狀態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uses left</source>
        <translation>剩餘次數</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The roster appears when the game starts.</source>
        <translation>遊戲開始後顯示名單。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (dealt %2)</source>
        <translation>%1（發牌時為%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alive</source>
        <translation>存活</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>substitutes left: %1</source>
        <translation>剩餘抽將：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>castling used</source>
        <translation>已入堡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>castling: 1 left</source>
        <translation>入堡：剩 1 次</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: may be killed or voted out now</source>
        <translation>%1：現在可以被殺或被投出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: cannot die yet (its camp still has soldiers, and advisors or elephants)</source>
        <translation>%1：暫時不會死（本方仍有兵卒，且仍有仕士或相象）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: in check, may die now</source>
        <translation>%1：被將軍，現在可以死亡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not in check, cannot die yet</source>
        <translation>%1：未被將軍，暫時不會死</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Night %1, day %2.</source>
        <translation>第 %1 夜，第 %2 天。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over: %1 wins.</source>
        <translation>遊戲結束：%1勝。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over: a draw.</source>
        <translation>遊戲結束：和棋。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::SetupTab</name>
    <message numerus="yes">
        <location filename="../ui/werewolf/setuptab.cpp" line="+148"/>
        <location line="+131"/>
        <source>%n player(s) listed.</source>
        <translation>
            <numerusform>已列出 %n 名玩家。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Roles dealt (deal number %1). Reveal them to each player privately.</source>
        <translation>身份已發出（發牌編號 %1）。請讓每位玩家私下檢視。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game has started.</source>
        <translation>遊戲已經開始。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Seat</source>
        <translation>座號</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Camp</source>
        <translation>陣營</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Role</source>
        <translation>身份</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Players, one name a line (paste a list):</source>
        <translation>玩家，每行一個名字（可貼上名單）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Role set:</source>
        <translation>身份配置：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard (%1 players)</source>
        <translation>標準（%1 人）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reduced (fewer players)</source>
        <extracomment>XW-2: a smaller table drops roles but keeps one leader per camp</extracomment>
        <translation>精簡（人數較少）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number:</source>
        <translation>發牌編號：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same number deals the same roles again.</source>
        <translation>同一編號發出同樣的身份。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal roles at random</source>
        <translation>隨機發身份</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-deal</source>
        <translation>重新發牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as a named setup…</source>
        <translation>儲存為命名設定…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start from a named setup…</source>
        <translation>從命名設定開始…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Night order:</source>
        <translation>夜晚順序：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reveal roles (pass the laptop)</source>
        <translation>檢視身份（輪流傳電腦）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print role slips…</source>
        <translation>列印身份紙條…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game</source>
        <translation>開始遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dawn tells of the dead:</source>
        <translation>天亮公佈死者：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Investigation shows:</source>
        <translation>查證結果顯示：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>camp and role</source>
        <translation>陣營和身份</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>camp only</source>
        <translation>僅陣營</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>不公佈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied vote:</source>
        <translation>平票：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody is executed</source>
        <translation>無人被處決</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the moderator decides</source>
        <translation>由法官決定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Votes a curse adds:</source>
        <translation>詛咒增加票數：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Votes a blessing removes:</source>
        <translation>庇佑減少票數：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The elephant may heal itself</source>
        <translation>相（象）可以救治自己</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::werewolfpage::SpeakingTimerPanel</name>
    <message>
        <location filename="../ui/werewolf/timerpanel.cpp" line="+105"/>
        <source>First spea&amp;ker:</source>
        <extracomment>The day&apos;s speaking order: the player who speaks first</extracomment>
        <translation>首位發言(&amp;K)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise (seat numbers up)</source>
        <extracomment>Speaking order round the table: seat numbers going up</extracomment>
        <translation>順時針（座號遞增）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anticlockwise (seat numbers down)</source>
        <extracomment>Speaking order round the table: seat numbers going down</extracomment>
        <translation>逆時針（座號遞減）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Direction of the speaking order</source>
        <translation>發言順序的方向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First speaker</source>
        <translation>首位發言者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start speaking order</source>
        <translation>開始輪流發言(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each living player speaks in turn from the first speaker, with a timer.</source>
        <translation>從首位發言者起，每位存活玩家依次計時發言。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Add %1 s</source>
        <extracomment>Adds time to the speaker&apos;s timer; %1 is a number of seconds</extracomment>
        <translation>加時 %1 秒(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add %1 seconds to the speaker</source>
        <translation>給目前發言者加時 %1 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next speaker</source>
        <translation>下一位發言(&amp;N)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Speaking: %1</source>
        <extracomment>Who speaks now in the day&apos;s speaking order; %1 is the player (&quot;张三（2号）&quot;)</extracomment>
        <translation>發言：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Night entries</source>
        <extracomment>The timer of the phones&apos; night entries</extracomment>
        <translation>夜間提交時限</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Time is up</source>
        <extracomment>The speaker&apos;s (or the night&apos;s) time has run out</extracomment>
        <translation>時間到</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (paused)</source>
        <extracomment>The timer stopped by the moderator; %1 the time left (&quot;0:45&quot;)</extracomment>
        <translation>%1（已暫停）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No one is speaking</source>
        <translation>無人發言</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next: %1 (the last)</source>
        <extracomment>The day&apos;s speaking order: the next speaker (%1), the last of the order</extracomment>
        <translation>下一位：%1（最後一位）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next: %1, then %2 more</source>
        <extracomment>The day&apos;s speaking order: the next speaker (%1) and how many speak after them (%2)</extracomment>
        <translation>下一位：%1，之後還有 %2 人</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Resume</source>
        <extracomment>The speaker&apos;s timer: stop it for now / let it run again</extracomment>
        <translation>繼續(&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Pause</source>
        <translation>暫停(&amp;P)</translation>
    </message>
</context>
</TS>
