#include "dawntab.h"
#include "moderatorsession.h"
#include "werewolfpagehelpers.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace qiyuan::ui::werewolfpage {

DawnTab::DawnTab(ModeratorSession& session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
{
    setObjectName(QStringLiteral("dawnTab"));
    auto* layout = new QVBoxLayout(this);
    title_ = new QLabel(this);
    layout->addWidget(title_);
    auto addText = [&](QLabel*& label, QPlainTextEdit*& edit, QPushButton** copy, const char* name) {
        auto* row = new QHBoxLayout;
        label = new QLabel(this);
        row->addWidget(label);
        row->addStretch();
        if (copy) {
            *copy = new QPushButton(this);
            row->addWidget(*copy);
        }
        layout->addLayout(row);
        edit = new QPlainTextEdit(this);
        edit->setObjectName(QLatin1String(name));
        edit->setReadOnly(true);
        layout->addWidget(edit, 1);
    };
    addText(englishLabel_, english_, &copyEnglish_, "dawnEnglish");
    addText(chineseLabel_, chinese_, &copyChinese_, "dawnChinese");
    addText(messagesLabel_, messages_, nullptr, "dawnMessages");
    deaths_ = new QLabel(this);
    deaths_->setObjectName(QStringLiteral("dawnDeaths"));
    deaths_->setWordWrap(true);
    layout->addWidget(deaths_);
    connect(copyEnglish_, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(english_->toPlainText()); });
    connect(copyChinese_, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(chinese_->toPlainText()); });
    connect(&session_, &ModeratorSession::stepped, this, &DawnTab::refresh);
    retranslate();
}

void DawnTab::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DawnTab::retranslate()
{
    englishLabel_->setText(tr("Announcement (English):"));
    chineseLabel_->setText(tr("Announcement (Chinese):"));
    copyEnglish_->setText(tr("Copy"));
    copyChinese_->setText(tr("Copy"));
    messagesLabel_->setText(tr("Private messages to send:"));
    refresh();
}

void DawnTab::refresh()
{
    const Game game = session_.game();
    const PhaseResult* last = nullptr;
    if (const Table* t = session_.table())
        for (auto it = t->results().rbegin(); it != t->results().rend(); ++it)
            if (it->kind == PhaseKind::Night) {
                last = &*it;
                break;
            }
    if (!last) {
        title_->setText(tr("Dawn comes after the first night is applied."));
        english_->clear();
        chinese_->clear();
        messages_->clear();
        deaths_->clear();
        return;
    }
    title_->setText(tr("Dawn after night %1").arg(last->number));
    english_->setPlainText(QString::fromStdString(announcement(*last, game, session_.style(Language::English))));
    chinese_->setPlainText(QString::fromStdString(announcement(*last, game, session_.style(Language::Chinese))));
    QStringList messages;
    for (const Message& m : last->messages) {
        QStringList to;
        for (int id : m.to)
            to << session_.playerLabel(id);
        messages << tr("To %1: %2").arg(to.join(QStringLiteral(", ")), QString::fromStdString(werewolf::describe(m.event, game, session_.style())));
    }
    messages_->setPlainText(messages.isEmpty() ? tr("No private messages.") : messages.join(QLatin1Char('\n')));
    QStringList deaths;
    for (int id : last->deaths)
        deaths << session_.playerLabel(id);
    deaths_->setText(deaths.isEmpty() ? tr("Nobody died; the roster is up to date.")
                                      : tr("Died and marked dead in the roster: %1").arg(deaths.join(QStringLiteral(", "))));
}

} // namespace qiyuan::ui::werewolfpage
