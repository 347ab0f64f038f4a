// The xiangqi table's game files: which files it opens (PGN whose [Variant]
// tag is missing or says xiangqi, XQF), the file dialogs' filters, and a
// record written as PGN (in the move format of the preferences) or as XQF
// 1.0 for XQStudio users. A file saved back where it was opened keeps that
// file's encoding (GBK stays GBK); any other file is UTF-8.
#pragma once

#include "session/pgn.h"

#include <QPair>
#include <QString>
#include <QStringList>

namespace qiyuan::ui {

enum class NotationStyle;

class XiangqiFiles {
public:
    static QString filter();
    static QStringList saveFilters();
    static bool claims(const QByteArray& head);

    // The file just opened, its encoding kept for saving back into it.
    void opened(const QString& path, session::TextEncoding encoding);
    bool write(const QString& path, session::PgnGame record, QString* error) const;
    // The move format of PGN files, after the notation shown.
    void setNotation(NotationStyle style);

private:
    session::MoveFormat moveFormat_ = session::MoveFormat::Chinese;
    // The file last opened (absolute path) and its encoding.
    QPair<QString, session::TextEncoding> encodingOf_;
};

} // namespace qiyuan::ui
