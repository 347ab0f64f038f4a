// The xiangqi table's game files. Their words are the table's
// (XiangqiTable::tr): one translation context for the table.
#include "xiangqifiles.h"
#include "xiangqitable.h"

#include "session/collection.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace qiyuan::ui {

QString XiangqiFiles::filter()
{
    //: File dialog filter; keep the patterns
    return XiangqiTable::tr("Xiangqi games (*.pgn *.xqf)");
}

QStringList XiangqiFiles::saveFilters()
{
    //: File dialog filters; keep the patterns. XQStudio (象棋演播室) is the program of XQF files.
    return {XiangqiTable::tr("Xiangqi games, PGN (*.pgn)"), XiangqiTable::tr("XQStudio 1.0 games (*.xqf)")};
}

bool XiangqiFiles::claims(const QByteArray& head)
{
    // A JSON object is never a PGN game (the role games' sessions are JSON):
    // leave it to the page that claims it.
    static const QRegularExpression jsonObject(QStringLiteral(R"(^\s*\{\s*")"));
    if (jsonObject.match(QString::fromUtf8(head)).hasMatch())
        return false;
    // Only the tag section matters; other variants name themselves there.
    static const QRegularExpression variantTag(QStringLiteral(R"(\[\s*Variant\s+"([^"]*)\")"));
    const auto m = variantTag.match(QString::fromLatin1(head));
    return !m.hasMatch() || m.captured(1).compare(QLatin1String("xiangqi"), Qt::CaseInsensitive) == 0
        || m.captured(1).compare(QLatin1String("chinese chess"), Qt::CaseInsensitive) == 0;
}

void XiangqiFiles::opened(const QString& path, session::TextEncoding encoding)
{
    encodingOf_ = {QFileInfo(path).absoluteFilePath(), encoding};
}

bool XiangqiFiles::write(const QString& path, session::PgnGame pgn, QString* error) const
{
    // Saved back into the file it came from: in that file's encoding (GBK
    // stays GBK); any other file is UTF-8.
    if (encodingOf_.first == QFileInfo(path).absoluteFilePath())
        pgn.encoding = encodingOf_.second;
    return QFileInfo(path).suffix().compare(QLatin1String("xqf"), Qt::CaseInsensitive) == 0
               ? session::saveXqfFile(path, pgn, error)
               : session::savePgnFile(path, pgn, moveFormat_, error);
}

void XiangqiFiles::setNotation(NotationStyle style)
{
    moveFormat_ = style == NotationStyle::Wxf    ? session::MoveFormat::Wxf
                  : style == NotationStyle::Iccs ? session::MoveFormat::Iccs
                                                 : session::MoveFormat::Chinese;
}

} // namespace qiyuan::ui
