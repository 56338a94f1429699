/* What both native cores share (engine/solver_core.c, the solver's search, and
 * engine/review/small_core.c, the review's small search): a set of cards as bits in the
 * order's rank space, the bit operations on it, ``card_order.nth_card``, and reading
 * Python's ints and bytes into C arrays. Included by both after <Python.h>; each build's
 * SHA-256 covers this file with its own C source (setup.py, engine/solver.py,
 * engine/review/small_build.py). Plain C99 and the CPython C API; gcc, clang and MSVC.
 */

#ifndef GONINKAN_NATIVE_CARDS_H
#define GONINKAN_NATIVE_CARDS_H

#include <stdint.h>
#include <string.h>

typedef uint64_t Cards; /* a set of cards in rank space: bit r is rank number r */

/* ---- bits ------------------------------------------------------------------------------ */

/* popcount: the instruction where the build may use it, else a few multiplies (gcc's
 * __builtin_popcountll without -mpopcnt is a call into a table walk, slower than these). */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__POPCNT__)
static inline int popcount(Cards x) { return __builtin_popcountll(x); }
#else
static inline int popcount(Cards x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}
#endif
#if defined(__GNUC__) || defined(__clang__)
static inline int low_card(Cards x) { return __builtin_ctzll(x); } /* x != 0 */
static inline int high_card(Cards x) { return 63 - __builtin_clzll(x); } /* x != 0 */
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_ARM64))
#include <intrin.h>
static inline int low_card(Cards x) { unsigned long i; _BitScanForward64(&i, x); return (int)i; }
static inline int high_card(Cards x) { unsigned long i; _BitScanReverse64(&i, x); return (int)i; }
#else
static inline int low_card(Cards x) { int i = 0; while (!(x & 1)) { x >>= 1; i++; } return i; }
static inline int high_card(Cards x) { int i = 63; while (!(x >> 63)) { x <<= 1; i--; } return i; }
#endif

/* Python's ``x.bit_length() - 1``: the lowest-ranked card of x, -1 for none. */
static inline int bit_length_1(Cards x) { return x ? high_card(x) : -1; }
static inline Cards lowest_bit(Cards x) { return x & (0 - x); }
static inline int int_max(int a, int b) { return b > a ? b : a; }
static inline int int_min(int a, int b) { return b < a ? b : a; }

/* ``card_order.nth_card``: the card with ``rank`` cards of ``cards`` before it in deck order. */
static int nth_card(Cards cards, int rank) {
    for (int i = 0; i < rank; i++)
        cards &= cards - 1;
    return bit_length_1(lowest_bit(cards));
}

/* ---- Python's side ------------------------------------------------------------------------ */

/* ``sequence`` (of ints) into ``out``: exactly ``count`` items, or at most ``count`` with
 * ``*got`` set to how many (when ``got`` is not NULL). -1 with an exception set. */
static int read_ints(PyObject *sequence, long long *out, Py_ssize_t count, Py_ssize_t *got,
                     const char *what) {
    PyObject *fast = PySequence_Fast(sequence, what);
    if (fast == NULL)
        return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (got != NULL ? n > count : n != count) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: %zd items", what, n);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(fast, i);
        unsigned long long bits = PyLong_AsUnsignedLongLongMask(item);
        if (bits == (unsigned long long)-1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (long long)bits;
    }
    Py_DECREF(fast);
    if (got != NULL)
        *got = n;
    return 0;
}

static int read_bytes(PyObject *object, unsigned char *out, Py_ssize_t most, int *got,
                      const char *what) {
    Py_buffer view;
    if (PyObject_GetBuffer(object, &view, PyBUF_SIMPLE) < 0)
        return -1;
    if (view.len > most) {
        PyBuffer_Release(&view);
        PyErr_Format(PyExc_ValueError, "%s: %zd bytes", what, view.len);
        return -1;
    }
    memcpy(out, view.buf, (size_t)view.len);
    *got = (int)view.len;
    PyBuffer_Release(&view);
    return 0;
}

#endif /* GONINKAN_NATIVE_CARDS_H */
