#include "dawntab.h"
#include "werewolfpagehelpers.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <map>

namespace qiyuan::ui::werewolfpage {

namespace {
// The last night's result and, when the day after it has been voted, that day's.
std::pair<const PhaseResult*, const PhaseResult*> lastNightAndDay(const Table* t)
{
    if (!t)
        return {nullptr, nullptr};
    const PhaseResult* day = nullptr;
    for (auto it = t->results().rbegin(); it != t->results().rend(); ++it) {
        if (it->kind == PhaseKind::Night)
            return {&*it, day};
        if (it->kind == PhaseKind::Day && !day)
            day = &*it;
    }
    return {nullptr, nullptr};
}
} // namespace

DawnTab::DawnTab(ModeratorSession& session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
{
    setObjectName(QStringLiteral("dawnTab"));
    auto* layout = new QVBoxLayout(this);
    title_ = new QLabel(this);
    layout->addWidget(title_);
    auto* row = new QHBoxLayout;
    otherLanguage_ = new QCheckBox(this);
    otherLanguage_->setObjectName(QStringLiteral("dawnOtherLanguage"));
    copyPlain_ = new QPushButton(this);
    copyPlain_->setObjectName(QStringLiteral("dawnCopyPlain"));
    copyForum_ = new QPushButton(this);
    copyForum_->setObjectName(QStringLiteral("dawnCopyForum"));
    row->addWidget(otherLanguage_);
    row->addStretch();
    row->addWidget(copyPlain_);
    row->addWidget(copyForum_);
    layout->addLayout(row);
    english_ = new QPlainTextEdit(this);
    english_->setObjectName(QStringLiteral("dawnEnglish"));
    english_->setReadOnly(true);
    chinese_ = new QPlainTextEdit(this);
    chinese_->setObjectName(QStringLiteral("dawnChinese"));
    chinese_->setReadOnly(true);
    layout->addWidget(english_, 1);
    layout->addWidget(chinese_, 1);
    deaths_ = new QLabel(this);
    deaths_->setObjectName(QStringLiteral("dawnDeaths"));
    deaths_->setWordWrap(true);
    layout->addWidget(deaths_);
    messagesLabel_ = new QLabel(this);
    layout->addWidget(messagesLabel_);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    messages_ = new QWidget;
    messages_->setObjectName(QStringLiteral("dawnMessages"));
    messagesLayout_ = new QVBoxLayout(messages_);
    messagesLayout_->setAlignment(Qt::AlignTop);
    scroll->setWidget(messages_);
    layout->addWidget(scroll, 2);
    connect(otherLanguage_, &QCheckBox::toggled, this, &DawnTab::showLanguage);
    connect(copyPlain_, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(plainText()); });
    connect(copyForum_, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(forumPost()); });
    connect(&session_, &ModeratorSession::stepped, this, &DawnTab::refresh);
    retranslate();
}

bool DawnTab::chineseFirst() const { return uiStyle().words == Language::Chinese; }

void DawnTab::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DawnTab::retranslate()
{
    //: Toggle on the dawn tab: show the announcement in the language that is not the UI's
    otherLanguage_->setText(chineseFirst() ? tr("Show in English") : tr("Show in Chinese"));
    copyPlain_->setText(tr("Copy the announcement"));
    copyForum_->setText(tr("Copy as a forum post"));
    copyForum_->setToolTip(tr("BBCode: bold headings, the dead with what is announced of them, the day's vote table once voted"));
    messagesLabel_->setText(tr("Private messages to send, by recipient:"));
    refresh();
}

void DawnTab::showLanguage()
{
    const bool chinese = chineseFirst() != otherLanguage_->isChecked();
    chinese_->setVisible(chinese);
    english_->setVisible(!chinese);
}

QString DawnTab::plainText() const { return (chineseFirst() != otherLanguage_->isChecked() ? chinese_ : english_)->toPlainText(); }

QString DawnTab::forumPost() const
{
    const auto [night, day] = lastNightAndDay(session_.table());
    if (!night)
        return {};
    const Language l = chineseFirst() != otherLanguage_->isChecked() ? Language::Chinese : Language::English;
    const Style style = session_.style(l);
    const bool zh = l == Language::Chinese;
    const Game game = session_.game();
    QStringList out;
    // The post is in the language shown, whatever the UI's: its few fixed words are written here.
    auto section = [&](const PhaseResult& r) {
        out << QStringLiteral("[b]%1[/b]")
                   .arg(r.kind == PhaseKind::Night ? (zh ? QStringLiteral("第 %1 夜") : QStringLiteral("Night %1")).arg(r.number)
                                                   : (zh ? QStringLiteral("第 %1 天") : QStringLiteral("Day %1")).arg(r.number));
        out << engineText(announcement(r, game, style));
        // The dead, each with what the announcement tells of them (XW-4 / CW-1).
        QStringList dead;
        for (const Event& e : r.news)
            if (e.kind == EventKind::Died || e.kind == EventKind::Executed)
                dead << QStringLiteral("[*]") + engineText(werewolf::describe(e, game, style));
        if (!dead.isEmpty())
            out << (zh ? QStringLiteral("[b]死亡[/b]") : QStringLiteral("[b]Dead[/b]")) << QStringLiteral("[list]") + dead.join(QString())
                       + QStringLiteral("[/list]");
    };
    section(*night);
    if (day) {
        section(*day);
        // The day's votes as a table: who got how many (with curses and blessings).
        for (const Event& e : day->log)
            if (e.kind == EventKind::Tally && !e.tally.empty()) {
                QString table = zh ? session::inReadersScript(QStringLiteral("[table][tr][td][b]玩家[/b][/td][td][b]票数[/b][/td][/tr]"))
                                   : QStringLiteral("[table][tr][td][b]Player[/b][/td][td][b]Votes[/b][/td][/tr]");
                for (const TallyRow& row : e.tally)
                    table += QStringLiteral("[tr][td]%1[/td][td]%2[/td][/tr]")
                                 .arg(engineText(playerName(row.player.id, style)))
                                 .arg(row.total);
                out << table + QStringLiteral("[/table]");
            }
    }
    return out.join(QLatin1Char('\n'));
}

QList<QPair<int, QString>> DawnTab::privateMessages() const
{
    const auto [night, day] = lastNightAndDay(session_.table());
    Q_UNUSED(day);
    std::map<int, QStringList> byRecipient;
    if (night)
        for (const Message& m : night->messages)
            for (int id : m.to)
                byRecipient[id] << engineText(werewolf::describe(m.event, session_.game(), session_.style()));
    QList<QPair<int, QString>> out;
    for (const auto& [id, lines] : byRecipient)
        out.append({id, lines.join(QLatin1Char('\n'))});
    return out;
}

void DawnTab::refresh()
{
    while (QLayoutItem* item = messagesLayout_->takeAt(0)) {
        if (QWidget* w = item->widget())
            w->deleteLater();
        delete item;
    }
    const auto [last, day] = lastNightAndDay(session_.table());
    Q_UNUSED(day);
    copyPlain_->setEnabled(last != nullptr);
    copyForum_->setEnabled(last != nullptr);
    showLanguage();
    if (!last) {
        title_->setText(tr("Dawn comes after the first night is applied."));
        english_->clear();
        chinese_->clear();
        deaths_->clear();
        auto* none = new QLabel(tr("No private messages."));
        messagesLayout_->addWidget(none);
        return;
    }
    const Game game = session_.game();
    title_->setText(tr("Dawn after night %1").arg(last->number));
    english_->setPlainText(engineText(announcement(*last, game, session_.style(Language::English))));
    chinese_->setPlainText(engineText(announcement(*last, game, session_.style(Language::Chinese))));
    const auto messages = privateMessages();
    if (messages.isEmpty())
        messagesLayout_->addWidget(new QLabel(tr("No private messages.")));
    for (const auto& [id, text] : messages) {
        auto* box = new QWidget;
        box->setObjectName(QStringLiteral("dawnMessage-%1").arg(id));
        auto* row = new QHBoxLayout(box);
        row->setContentsMargins(0, 0, 0, 0);
        auto* label = new QLabel(QStringLiteral("<b>%1</b><br>%2").arg(session_.playerLabel(id).toHtmlEscaped(),
                                                                         text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"))));
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto* copy = new QPushButton(tr("Copy"));
        copy->setObjectName(QStringLiteral("dawnCopyMessage-%1").arg(id));
        //: Accessible name of the Copy button of one player's private messages
        copy->setAccessibleName(tr("Copy the message to %1").arg(session_.playerLabel(id)));
        const QString message = text;
        connect(copy, &QPushButton::clicked, this, [message] { QApplication::clipboard()->setText(message); });
        row->addWidget(label, 1);
        row->addWidget(copy, 0, Qt::AlignTop);
        messagesLayout_->addWidget(box);
    }
    QStringList deaths;
    for (int id : last->deaths)
        deaths << session_.playerLabel(id);
    deaths_->setText(deaths.isEmpty() ? tr("Nobody died; the roster is up to date.")
                                      : tr("Died and marked dead in the roster: %1").arg(deaths.join(listSeparator())));
}

} // namespace qiyuan::ui::werewolfpage
