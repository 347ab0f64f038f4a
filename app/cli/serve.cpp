#include "serve.h"

namespace qiyuan::cli {

int serveBoard(const ServeOptions&)
{
    emitEvent(QStringLiteral("error"), {{"text", "serve: not served yet"}});
    return 2;
}

} // namespace qiyuan::cli
