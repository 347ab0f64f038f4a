#include "serve.h"

namespace qiyuan::cli {

// Being written: the role-game host with the moderator on stdin.
int serveWerewolf(const ServeOptions&)
{
    emitEvent(QStringLiteral("error"), {{"text", "serve: the role games are not served yet"}});
    return 2;
}

} // namespace qiyuan::cli
