<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <extracomment>One line on the start page. 天神 = moderator</extracomment>
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
        <location line="+3"/>
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
        <extracomment>Play mode: 热座, two players take turns at one computer</extracomment>
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
        <source>Host a table</source>
        <comment>play mode</comment>
        <extracomment>Play mode: open a game on the local network (局域网) for others to join</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host on LAN</source>
        <comment>play mode</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join a table</source>
        <comment>play mode</comment>
        <extracomment>Play mode: join a game someone hosts on the local network (局域网)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Join on LAN</source>
        <comment>play mode</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
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
    <name>qiyuan::ui::GameCard</name>
    <message>
        <location filename="../ui/gamecard.cpp" line="+193"/>
        <source>Rules:</source>
        <extracomment>Label before the rule-set choices of a game (e.g. QQ rules / Taiwan rules)</extracomment>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-90"/>
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
        <location line="+55"/>
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
</context>
<context>
    <name>qiyuan::ui::SettingsDialog</name>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="+64"/>
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
        <location line="+8"/>
        <source>System language (%1)</source>
        <extracomment>Language choice that follows the system; %1 is the language it means here</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qiyuan::ui::StartPage</name>
    <message>
        <location filename="../ui/startpage.cpp" line="+127"/>
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
</context>
</TS>
