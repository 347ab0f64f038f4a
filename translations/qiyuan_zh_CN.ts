<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>GameNames</name>
    <message>
        <location filename="../ui/gamenames.cpp" line="+9"/>
        <source>Xiangqi</source>
        <comment>game name</comment>
        <extracomment>中国象棋, the standard game</extracomment>
        <translation>中国象棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dark Chess</source>
        <comment>game name</comment>
        <extracomment>翻翻棋 (banqi), played face down on half a board</extracomment>
        <translation>翻翻棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scoring Xiangqi</source>
        <comment>game name</comment>
        <extracomment>积分象棋</extracomment>
        <translation>积分象棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xiangqi Role Game</source>
        <comment>game name</comment>
        <extracomment>中国象棋版杀: a werewolf-style game where each player is one xiangqi piece</extracomment>
        <translation>中国象棋版杀</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chess Role Game</source>
        <comment>game name</comment>
        <extracomment>国际象棋版杀: a werewolf-style game where each player is one chess piece</extracomment>
        <translation>国际象棋版杀</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The classic game of the river and the palace: checkmate the enemy General.</source>
        <extracomment>One line on the start page</extracomment>
        <translation>楚河汉界、九宫之内的经典对弈：将死对方的将帅。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All pieces start face down on half a board: flip, move and capture by rank.</source>
        <extracomment>One line on the start page. 翻 = flip a face-down piece</extracomment>
        <translation>棋子全部背面朝上摆在半张棋盘上：翻棋、走子，按大小吃子。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Xiangqi where pieces change kind and moves score points: reach the target or checkmate.</source>
        <extracomment>One line on the start page. Kinds: normal, small, king, idle pieces</extracomment>
        <translation>棋子可以改变类别，走子可以得分：先达到目标分数或将死对方即胜。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red against black, each player secretly one piece; a moderator runs nights and day votes.</source>
        <extracomment>One line on the start page. 法官 = moderator</extracomment>
        <translation>红黑两个阵营，每位玩家暗中扮演一枚棋子；法官主持夜晚行动和白天投票。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White against black, each player secretly one chess piece; a moderator runs the nights.</source>
        <extracomment>One line on the start page. 天神 = moderator</extracomment>
        <translation>白黑两个阵营，每位玩家暗中扮演一枚国际象棋棋子；天神主持夜晚行动。</translation>
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
        <translation>QQ 规则</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Taiwan rules</source>
        <comment>dark chess rule set</comment>
        <extracomment>翻翻棋 rule set of Taiwan (暗棋)</extracomment>
        <translation>台湾规则</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Simple</source>
        <comment>scoring xiangqi rule set</comment>
        <extracomment>积分象棋 rule set 简明</extracomment>
        <translation>简明</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match</source>
        <comment>scoring xiangqi rule set</comment>
        <extracomment>积分象棋 rule set 比赛</extracomment>
        <translation>比赛</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contest</source>
        <comment>scoring xiangqi rule set</comment>
        <extracomment>积分象棋 rule set 竞赛</extracomment>
        <translation>竞赛</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standard rules</source>
        <comment>rule set</comment>
        <extracomment>The only rule set of a game</extracomment>
        <translation>标准规则</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Mainland rules: equal ranks destroy each other, a chase may last at most 10 moves.</source>
        <translation>大陆规则：同级棋子相吃则同归于尽，连续追子最多 10 步。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taiwan rules: the attacker survives an equal rank, no chase limit, a draw after 50 plies without a flip or capture.</source>
        <translation>台湾规则：吃同级棋子时进攻方保留，不限追子，连续 50 步没有翻棋或吃子即为和棋。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Normal and idle pieces; idle moves score, a check costs a point. First to 30.</source>
        <translation>只有普通棋子和闲棋子；闲棋子走子得分，将军扣 1 分。先到 30 分者胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal, small and idle pieces; a check gives the opponent 2 points. First to 100.</source>
        <translation>普通棋子、小棋子和闲棋子；将军让对方得 2 分。先到 100 分者胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adds king pieces and two moves a turn until the first capture. First to 100.</source>
        <translation>增加王棋子；第一次吃子之前每回合可走两步。先到 100 分者胜。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Two players</source>
        <comment>play mode</comment>
        <extracomment>Play mode: 热座, two players take turns at one computer</extracomment>
        <translation>双人对弈</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against the computer</source>
        <comment>play mode</comment>
        <extracomment>Play mode</extracomment>
        <translation>人机对弈</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host a table</source>
        <comment>play mode</comment>
        <extracomment>Play mode: open a game on the local network (局域网) for others to join</extracomment>
        <translation>创建房间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host on LAN</source>
        <comment>play mode</comment>
        <translation>局域网建局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join a table</source>
        <comment>play mode</comment>
        <extracomment>Play mode: join a game someone hosts on the local network (局域网)</extracomment>
        <translation>加入房间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Join on LAN</source>
        <comment>play mode</comment>
        <translation>局域网加入</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Two players take turns on this computer (hot-seat).</source>
        <translation>两位玩家在这台电脑上轮流走棋（热座）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play against the computer.</source>
        <translation>与电脑对弈。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a table on the local network and run it as the moderator.</source>
        <translation>在局域网上创建房间，并担任法官主持游戏。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a game on the local network for a friend to join.</source>
        <translation>在局域网上建立对局，等朋友加入。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a seat at a table hosted on the local network.</source>
        <translation>加入局域网上别人创建的房间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join a game hosted on the local network.</source>
        <translation>加入局域网上别人建立的对局。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Comes in a later version.</source>
        <extracomment>Tooltip of a game mode or menu item that is not finished yet</extracomment>
        <translation>将在以后的版本中提供。</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::GameCard</name>
    <message>
        <location filename="../ui/gamecard.cpp" line="+193"/>
        <source>Rules:</source>
        <extracomment>Label before the rule-set choices of a game (e.g. QQ rules / Taiwan rules)</extracomment>
        <translation>规则：</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="+145"/>
        <location line="+25"/>
        <location line="+68"/>
        <source>Qiyuan</source>
        <extracomment>Window title: the application&apos;s name, 棋苑 in Chinese</extracomment>
        <translation>棋苑</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>&amp;Game</source>
        <comment>menu</comment>
        <extracomment>Menu holding New, Open, Save, Quit</extracomment>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <comment>menu</comment>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <comment>menu</comment>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <comment>menu</comment>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;New Game</source>
        <comment>menu</comment>
        <extracomment>Game menu: choose a new game on the start page</extracomment>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a game to play</source>
        <translation>选择要玩的游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open...</source>
        <comment>menu</comment>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <comment>menu</comment>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As...</source>
        <comment>menu</comment>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <comment>menu</comment>
        <translation>退出(&amp;Q)</translation>
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
        <translation>设置(&amp;T)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Flip Board</source>
        <comment>menu</comment>
        <extracomment>View menu: turn the board round so the other side is at the bottom</extracomment>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;ull Screen</source>
        <comment>menu</comment>
        <translation>全屏(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules of the Current Game</source>
        <comment>menu</comment>
        <extracomment>Help menu: the rules text of the game being played</extracomment>
        <translation>当前游戏的规则(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About %1</source>
        <comment>menu</comment>
        <extracomment>%1 is the application name</extracomment>
        <translation>关于%1(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <comment>menu</comment>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>&lt;h2&gt;Qiyuan %1&lt;/h2&gt;&lt;p&gt;A suite of xiangqi games: Xiangqi, Dark Chess, Scoring Xiangqi, and the Xiangqi and Chess role games.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;&lt;/p&gt;</source>
        <extracomment>About box. %1 = version. Keep the HTML tags.</extracomment>
        <translation>&lt;h2&gt;棋苑 %1&lt;/h2&gt;&lt;p&gt;一套象棋游戏：中国象棋、翻翻棋、积分象棋，以及中国象棋版杀和国际象棋版杀。&lt;/p&gt;&lt;p&gt;自由软件，依据 GNU 通用公共许可证第 3 版或（由您选择）任何更新的版本发布。本软件不提供任何担保。&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GPL-3.0-or-later&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>About %1</source>
        <extracomment>Title of the About box; %1 is the application name</extracomment>
        <translation>关于%1</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::SettingsDialog</name>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="+64"/>
        <source>Settings</source>
        <extracomment>Window title of the settings dialog</extracomment>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <extracomment>Label of the UI language choice</extracomment>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Applies at once to every open window.</source>
        <translation>立即应用于所有打开的窗口。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>System language (%1)</source>
        <extracomment>Language choice that follows the system; %1 is the language it means here</extracomment>
        <translation>跟随系统（%1）</translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::StartPage</name>
    <message>
        <location filename="../ui/startpage.cpp" line="+127"/>
        <source>Choose a game</source>
        <extracomment>Heading of the start page</extracomment>
        <translation>选择游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick the rules and how you want to play.</source>
        <translation>选好规则和对弈方式。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The games open here one by one as their tables are finished; until then their buttons stay greyed out.</source>
        <translation>各个游戏的棋桌完成后会在这里逐一开放；在此之前，按钮显示为灰色。</translation>
    </message>
</context>
</TS>
