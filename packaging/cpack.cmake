# The Debian package, built by `scripts/package` (or `cpack -G DEB` in the
# build tree). Included from the top-level CMakeLists.txt: CPack must be set
# up there for the `package` target.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME qiyuan)
set(CPACK_PACKAGE_VENDOR "The Qiyuan developers")
set(CPACK_PACKAGE_CONTACT "The Qiyuan developers <qiyuan@example.org>" CACHE STRING
    "Maintainer of the Debian package (a placeholder: packaging/README.md)")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "board-game suite: xiangqi (Chinese chess) and its variants")
set(CPACK_PACKAGE_DESCRIPTION "\
Qiyuan (棋苑) is a desktop board-game suite for xiangqi, the Chinese chess,
and games played with its pieces, in English and Simplified Chinese: two
players at one computer with a game clock, PGN files with Chinese, WXF or ICCS
notation, a position editor and the rules of every game. Banqi, scoring
xiangqi and two role games open as their tables are finished.
.
qiyuan-cli is a headless referee for scripts and engine testing (perft,
replaying and judging games).")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # qiyuan_0.1.0-1_amd64.deb
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${QIYUAN_HOMEPAGE})
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# Library dependencies come from dpkg-shlibdeps (the Debian Qt 6 runtime
# packages). Plugins are loaded at run time, so shlibdeps cannot see them:
# the SVG icon engine lives in libqt6svg6, the X11 platform in libqt6gui6
# (found already); Wayland needs qt6-wayland, Qt's own Chinese strings
# qt6-translations-l10n.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
# fonts-noto-cjk: names the players type in Chinese (the bundled font covers only the app's own text).
# The speechd plugin, speech-dispatcher and espeak-ng: the role games' narrator speaks (without them it captions).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "qt6-translations-l10n, qt6-wayland, fonts-noto-cjk, qt6-speech-speechd-plugin, speech-dispatcher, espeak-ng")

include(CPack)
