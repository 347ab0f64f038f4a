#include "rulesdialog.h"

#include "core/registry.h"
#include "ui/gamenames.h"
#include "ui/languagemanager.h"
#include "ui/xiangqi/boardwidget.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace qiyuan::ui {

namespace {
// Shows the pages' pictures (<img src="board:...">) drawn as the tables draw
// their boards, so the rules show the pieces players will see.
class RulesBrowser : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;
    QVariant loadResource(int type, const QUrl& name) override
    {
        if (type == QTextDocument::ImageResource && name.scheme() == QLatin1String("board")) {
            const QImage picture = RulesDialog::boardPicture(name.path());
            if (!picture.isNull())
                return picture;
        }
        return QTextBrowser::loadResource(type, name);
    }
};
} // namespace

QImage RulesDialog::boardPicture(const QString& name)
{
    if (name != QLatin1String("xiangqi-start"))
        return {};
    BoardWidget board;
    board.setAnimationMs(0);
    board.setPosition(xiangqi::Position());
    board.resize(360, board.heightForWidth(360));
    return board.grab().toImage();
}

RulesDialog::RulesDialog(const QString& gameKey, const QString& language, QWidget* parent)
    : QDialog(parent)
    , m_language(language)
{
    setObjectName(QStringLiteral("rulesDialog"));
    m_games = new QComboBox(this);
    for (const GameInfo& g : games())
        m_games->addItem(QString(), toQString(g.key));
    retranslateUi();
    m_browser = new RulesBrowser(this);
    m_browser->setOpenExternalLinks(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_games);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    connect(m_games, &QComboBox::currentIndexChanged, this, &RulesDialog::showGame);
    const int index = qMax(0, m_games->findData(gameKey));
    m_games->setCurrentIndex(index);
    showGame(index);
    resize(760, 640);
}

QString RulesDialog::page(const QString& gameKey, const QString& language)
{
    for (const QString& lang : {language, QStringLiteral("en")}) {
        QFile f(QStringLiteral(":/rules/%1.%2.html").arg(gameKey, lang));
        if (f.open(QIODevice::ReadOnly))
            return QString::fromUtf8(f.readAll());
    }
    return {};
}

void RulesDialog::retranslateUi()
{
    setWindowTitle(tr("Rules"));
    for (int i = 0; i < m_games->count(); ++i)
        m_games->setItemText(i, GameNames::title(m_games->itemData(i).toString().toStdString()));
}

void RulesDialog::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange && m_browser) {
        // The language manager sets the default locale with the translators.
        m_language = LanguageManager::languageOf(QLocale());
        retranslateUi();
        showGame(m_games->currentIndex());
    }
    QDialog::changeEvent(e);
}

void RulesDialog::showGame(int index)
{
    m_browser->setHtml(page(m_games->itemData(index).toString(), m_language));
}

} // namespace qiyuan::ui
