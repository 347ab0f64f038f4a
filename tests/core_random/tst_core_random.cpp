// Core randomness unit: SHA-256 (the 翻翻棋 deal commitment, BQ-1) against the
// FIPS 180-4 examples and padding edge cases, and SplitMix64 / xoshiro256**
// against values from an independent implementation of the published
// algorithms (Python), so a deal from a seed is the same on every platform.
#include "core/random.h"
#include "core/sha256.h"

#include <QTest>

using namespace qiyuan;

class TestCoreRandom : public QObject {
    Q_OBJECT
private slots:
    void sha256_data();
    void sha256();
    void sha256InPieces();
    void splitMix64();
    void xoshiro_data();
    void xoshiro();
    void belowStaysInRange_data();
    void belowStaysInRange();
};

void TestCoreRandom::sha256_data()
{
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<QString>("digest");
    QTest::newRow("FIPS empty") << QByteArray()
                                << "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
    QTest::newRow("FIPS abc") << QByteArray("abc")
                              << "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    QTest::newRow("FIPS 448 bits")
        << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        << "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1";
    QTest::newRow("FIPS 896 bits")
        << QByteArray("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")
        << "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1";
    QTest::newRow("FIPS a million a") << QByteArray(1000000, 'a')
                                      << "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0";
    // Padding edges: the length fits in the last block (55), just not (56), one block and more.
    QTest::newRow("55 bytes") << QByteArray(55, 'a') << "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318";
    QTest::newRow("56 bytes") << QByteArray(56, 'a') << "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a";
    QTest::newRow("63 bytes") << QByteArray(63, 'a') << "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34";
    QTest::newRow("64 bytes") << QByteArray(64, 'a') << "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb";
    QTest::newRow("65 bytes") << QByteArray(65, 'a') << "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0";
    QTest::newRow("119 bytes") << QByteArray(119, 'a') << "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb";
    QTest::newRow("120 bytes") << QByteArray(120, 'a') << "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c";
    QTest::newRow("UTF-8 翻翻棋") << QByteArray("翻翻棋")
                                 << "f008294dd6f17e482ee1e06559b339c989ec5bf701329f7d5d3f2ad631091d98";
    QTest::newRow("BQ-1 commitment text")
        << QByteArray("qiyuan-banqi-deal/1 seed=42 salt=5f1c0de1a2b3c4d5e6f708192a3b4c5d")
        << "f870fe30c96aee8b5678d069050f3897210ea5ff9106ac5cce23891669a82d13";
}

void TestCoreRandom::sha256()
{
    QFETCH(QByteArray, message);
    QFETCH(QString, digest);
    QCOMPARE(QString::fromStdString(sha256Hex(std::string_view(message.constData(), std::size_t(message.size())))),
             digest);
}

// Adding the message in uneven pieces gives the same digest as adding it at once.
void TestCoreRandom::sha256InPieces()
{
    const std::string text(1000, 'q');
    for (std::size_t piece : {1, 3, 55, 63, 64, 65, 200}) {
        Sha256 h;
        for (std::size_t i = 0; i < text.size(); i += piece)
            h.add(std::string_view(text).substr(i, piece));
        Sha256 once;
        once.add(text);
        QCOMPARE(h.finish(), once.finish());
    }
}

void TestCoreRandom::splitMix64()
{
    // The reference outputs for seed 0 (Vigna's splitmix64.c).
    SplitMix64 sm(0);
    QCOMPARE(sm.next(), 0xe220a8397b1dcdafULL);
    QCOMPARE(sm.next(), 0x6e789e6aa1b965f4ULL);
    QCOMPARE(sm.next(), 0x06c45d188009454fULL);
}

void TestCoreRandom::xoshiro_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("first");
    QTest::addColumn<quint64>("second");
    QTest::addColumn<quint64>("third");
    QTest::newRow("seed 0") << quint64(0) << quint64(0x99ec5f36cb75f2b4ULL) << quint64(0xbf6e1f784956452aULL)
                            << quint64(0x1a5f849d4933e6e0ULL);
    QTest::newRow("seed 12345") << quint64(12345) << quint64(0xbe6a36374160d49bULL) << quint64(0x214aaa0637a688c6ULL)
                                << quint64(0xf69d16de9954d388ULL);
}

// xoshiro256** seeded by four SplitMix64 outputs.
void TestCoreRandom::xoshiro()
{
    QFETCH(quint64, seed);
    QFETCH(quint64, first);
    QFETCH(quint64, second);
    QFETCH(quint64, third);
    Xoshiro256 rng(seed);
    QCOMPARE(quint64(rng.next()), first);
    QCOMPARE(quint64(rng.next()), second);
    QCOMPARE(quint64(rng.next()), third);
}

void TestCoreRandom::belowStaysInRange_data()
{
    QTest::addColumn<quint64>("n");
    QTest::newRow("1") << quint64(1);
    QTest::newRow("2") << quint64(2);
    QTest::newRow("32") << quint64(32);
    QTest::newRow("3 (not a power of two)") << quint64(3);
    QTest::newRow("2^63 + 1 (most rejections)") << quint64((1ULL << 63) + 1);
}

// Every value of a small range comes up, about equally often, and nothing outside.
void TestCoreRandom::belowStaysInRange()
{
    QFETCH(quint64, n);
    Xoshiro256 rng(7);
    const int draws = 6000;
    std::vector<int> seen(std::size_t(std::min<quint64>(n, 64)), 0);
    for (int i = 0; i < draws; ++i) {
        const std::uint64_t x = rng.below(n);
        QVERIFY(x < n);
        if (n <= 64)
            ++seen[x];
    }
    if (n <= 64)
        for (int count : seen) {
            const double expected = double(draws) / double(n);
            QVERIFY2(count > expected * 0.75 && count < expected * 1.25, qPrintable(QString::number(count)));
        }
}

QTEST_GUILESS_MAIN(TestCoreRandom)
#include "tst_core_random.moc"
