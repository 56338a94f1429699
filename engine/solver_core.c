/* The open-hand solver's inner search in C: a port of engine/solver_search.py (with
 * card_order.plays_alike, quick_faces, trick_stays and tricks.legal_cards), held to it value
 * for value and node for node (tests/engine/test_native_solver.py).
 *
 * What is here: every function the search runs at each trick start and card, from
 * ``Solver._lead`` down (``_race`` with its partition table, ``_bounds``, quick faces,
 * ``_later_faces``, ``_leads``, ``_joker_lead``, ``_follow``, ``_close``, ``_decide``, ``_last_trick``), each
 * under the Python method's name and in its order, so that it reads beside the reference.
 * What runs once a solve stays in Python (engine/solver_native.py subclasses the pure
 * Solver): the outcomes, the value's driver (``_exact``, ``_probe``, ``_shallow_race``), the
 * position set up in rank space, and ``_static_bounds``, called back the first time a
 * bound's cell is asked.
 *
 * A ``Core`` belongs to one Solver (one deal) and holds all its mutable state: the position,
 * the exact-value table, the race's table, the history and the bounds cache; nothing is
 * shared between instances. The tables grow as the Python dicts do and are freed with the
 * Core; they are hash tables with open addressing, a key's hash kept beside its entry. Out
 * of budget: the search sets OutOfBudget (or the win probe's round-over exception) as
 * Python's ``_out_of_nodes`` does, at the same node, and unwinds.
 *
 * Plain C99 and the CPython C API; gcc, clang and MSVC.
 * The build (setup.py) writes SOURCE_SHA256 (the Python sources mirrored) and
 * C_SOURCE_SHA256 (this file, then native_cards.h, which it shares with the small search's
 * core) into a header; engine/solver.py runs this core only when both match the files there.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>
#include <string.h>

#ifdef HAVE_SOLVER_CORE_SHA256
#include "solver_core_sha256.h" /* written by setup.py */
#else
#define SOURCE_SHA256 "" /* built by hand: engine/solver.py never runs it */
#define C_SOURCE_SHA256 ""
#endif

#include "native_cards.h"

#define SEATS 5
#define MAX_CARDS 64
#define KILLERS (2 * 12 * SEATS) /* two per trick number and leader (``Solver.killers``) */
#define FOLLOW_KILLERS (12 * 5 * SEATS) /* per trick number, card and player */
#define MAX_BLOCKS 8
#define MAX_MOVES 16
#define KANKEI 0
#define CONTINUE 0
#define TERMINAL 1
#define DECIDE 2
#define NO_CALL 0
#define KANKEI_CALLED 1
#define MUKANKEI_CALLED 2
#define STOP_EVERY 4096
#define GONE '-'
#define NO_BOUND 1e18

/* Python's max(a, b) and min(a, b): the first unless the second is strictly beyond it. */
static inline double py_max(double a, double b) { return b > a ? b : a; }
static inline double py_min(double a, double b) { return b < a ? b : a; }

/* ---- the tables -------------------------------------------------------------------------- */

/* A key's hash: eight bytes at a time, each step mixed (splitmix64's multipliers). */
static uint64_t hash_bytes(const unsigned char *key, size_t length) {
    uint64_t h = 0x9E3779B97F4A7C15ULL ^ (uint64_t)length;
    size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        uint64_t word;
        memcpy(&word, key + i, 8);
        h = (h ^ word) * 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    uint64_t tail = 0;
    memcpy(&tail, key + i, length - i);
    h = (h ^ tail) * 0x94D049BB133111EBULL;
    return h ^ (h >> 29);
}

/* One entry of either table: its key's bytes follow the struct. */
typedef struct Entry {
    /* the exact-value table (``Solver.table``): bounds on the value and the best lead's rank */
    double low, high;
    int rank;
    /* the race table (``Solver.race``): its entries, ``stride`` bytes each, in order */
    int count, capacity, stride;
    unsigned char *race;
    size_t length;
    unsigned char key[];
} Entry;

/* A table's place: an entry and its key's hash, so that a place of another key is passed by
 * without reading its entry (a cache miss each, most of the search's time). */
typedef struct {
    uint64_t hash;
    Entry *entry;
} Place;

/* Open addressing: a key's place is the first free one from its hash on (linear probing);
 * entries are never removed, only freed with the table. */
typedef struct {
    Place *places;
    size_t size; /* a power of two, or 0 before the first entry */
    size_t count;
} Table;

#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(address) __builtin_prefetch(address)
#else
#define PREFETCH(address) ((void)0)
#endif

/* Start reading the place where ``hash``'s entry would be, while other work goes on. */
static inline void table_prefetch(const Table *table, uint64_t hash) {
    if (table->size)
        PREFETCH(&table->places[hash & (table->size - 1)]);
}

static void table_free(Table *table) {
    for (size_t i = 0; i < table->size; i++) {
        Entry *entry = table->places[i].entry;
        if (entry != NULL) {
            PyMem_Free(entry->race);
            PyMem_Free(entry);
        }
    }
    PyMem_Free(table->places);
    table->places = NULL;
    table->size = table->count = 0;
}

static Entry *table_find(const Table *table, const unsigned char *key, size_t length,
                         uint64_t hash) {
    if (table->size == 0)
        return NULL;
    size_t mask = table->size - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        const Place *place = &table->places[i];
        Entry *entry = place->entry;
        if (entry == NULL)
            return NULL;
        if (place->hash == hash && entry->length == length && !memcmp(entry->key, key, length))
            return entry;
    }
}

/* ``entry`` in the first free place from ``hash`` on (``places`` has one). */
static void place_entry(Place *places, size_t size, Entry *entry, uint64_t hash) {
    size_t mask = size - 1;
    size_t i = hash & mask;
    while (places[i].entry != NULL)
        i = (i + 1) & mask;
    places[i].hash = hash;
    places[i].entry = entry;
}

/* A new entry under ``key`` (not in the table); NULL with MemoryError set when out of memory. */
static Entry *table_add(Table *table, const unsigned char *key, size_t length, uint64_t hash) {
    if (2 * (table->count + 1) > table->size) { /* at most one entry for two places */
        size_t size = table->size ? table->size * 2 : 1024;
        Place *places = PyMem_Calloc(size, sizeof(Place));
        if (places == NULL) {
            PyErr_NoMemory();
            return NULL;
        }
        for (size_t i = 0; i < table->size; i++)
            if (table->places[i].entry != NULL)
                place_entry(places, size, table->places[i].entry, table->places[i].hash);
        PyMem_Free(table->places);
        table->places = places;
        table->size = size;
    }
    Entry *entry = PyMem_Calloc(1, sizeof(Entry) + length);
    if (entry == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    entry->length = length;
    memcpy(entry->key, key, length);
    place_entry(table->places, table->size, entry, hash);
    table->count++;
    return entry;
}

/* A race entry (``_RaceEntry``) as stored in ``Entry.race``: the bounds on the faces Kankei
 * take, the best lead's rank, the depth kept of each block, then the position's marks (the
 * key's bytes without the gone cards), of which only each block's top ``depths`` count. */
typedef struct {
    int low, high, rank;
    unsigned char depths[MAX_BLOCKS];
} RaceHead;

/* ---- the core ---------------------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD
    /* the deal, fixed (``Solver.__init__``) */
    int side[SEATS], next_of[SEATS], kankei_players[2];
    Cards trump_mask, face_mask, joker_bit, free_bit;
    int joker, size, total_faces, span, runs, blocks_count, cash_count;
    Cards led_of[MAX_CARDS], suit_masks[4], cash_order[4], blocks[MAX_BLOCKS];
    Cards block_of[MAX_CARDS];
    uint64_t weight[MAX_CARDS];
    unsigned char is_face[MAX_CARDS], slot[MAX_CARDS];
    int kind[MAX_CARDS];
    int targets[2];
    double win, loss, sukonku, reverse_sukonku;
    int has_sukonku, has_reverse_sukonku;
    int *status;
    double *result_value;
    size_t outcomes;
    double *bound_low, *bound_high;
    unsigned char *bound_known;
    size_t bound_cells;
    PyObject *out_of_budget, *round_over;
    /* kept from solve to solve */
    long long history[MAX_CARDS];
    int killers[KILLERS];
    int follow_killers[FOLLOW_KILLERS];
    Table table, race;
    long long nodes, limit, end, round_end;
    /* the position searched, changed in place and restored */
    Cards hands[SEATS], gone, mattered, quick_read;
    int fk, fm, js, trick_no;
    unsigned char slots[MAX_CARDS + MAX_BLOCKS], code[MAX_CARDS];
    int slots_count;
    uint64_t shapes[SEATS];
    int racing, horizon, has_beyond;
    double beyond;
    /* the sets of cards searched as one (``Solver._sets``): a stack, one level a race trick */
    Cards *sets;
    size_t sets_count, sets_capacity, sets_base;
    /* during one search only (borrowed) */
    PyObject *stop, *static_bounds;
    int failed; /* a Python exception is set: unwind */
    int searching; /* a search runs: a callback may not start another on this Core */
} Core;

/* ``_out_of_nodes``: the budget ran out, or time to ask ``stop``, or a round grew too big. */
static void out_of_nodes(Core *s) {
    if (s->nodes > s->end) {
        PyErr_SetNone(s->out_of_budget);
        s->failed = 1;
        return;
    }
    if (s->stop != NULL) {
        PyObject *answer = PyObject_CallNoArgs(s->stop);
        if (answer == NULL) {
            s->failed = 1;
            return;
        }
        int yes = PyObject_IsTrue(answer);
        Py_DECREF(answer);
        if (yes != 0) {
            if (yes > 0)
                PyErr_SetNone(s->out_of_budget);
            s->failed = 1;
            return;
        }
    }
    if (s->nodes > s->round_end) {
        PyErr_SetNone(s->round_over);
        s->failed = 1;
        return;
    }
    long long asking = s->stop != NULL ? s->nodes + STOP_EVERY : s->end;
    long long limit = s->end < s->round_end ? s->end : s->round_end;
    s->limit = asking < limit ? asking : limit;
}

/* A set of cards searched as one, kept at this trick of the win probe (``sets.add``). */
static void add_set(Core *s, Cards cards) {
    for (size_t i = s->sets_base; i < s->sets_count; i++)
        if (s->sets[i] == cards)
            return;
    if (s->sets_count == s->sets_capacity) {
        size_t capacity = s->sets_capacity ? s->sets_capacity * 2 : 256;
        Cards *sets = PyMem_Realloc(s->sets, capacity * sizeof(Cards));
        if (sets == NULL) {
            PyErr_NoMemory();
            s->failed = 1;
            return;
        }
        s->sets = sets;
        s->sets_capacity = capacity;
    }
    s->sets[s->sets_count++] = cards;
}

/* ``tricks.legal_cards`` (R16, R17; B9). */
static Cards legal_cards(Cards hand, Cards led, Cards joker, int trick_no) {
    if (hand & joker) {
        if (trick_no == 9)
            return joker;
        if (trick_no == 1 || trick_no == 10)
            hand ^= joker;
    }
    Cards follow = hand & led;
    if (follow)
        return follow | (hand & joker);
    return hand;
}

/* ``card_order.plays_alike``: one card of each set of ``cards`` that plays alike into
 * ``picks`` (the count returned), each set's highest or, with ``lowest``, lowest card;
 * with ``collect`` each set of two or more added to the sets searched as one. */
static int plays_alike(Core *s, Cards cards, Cards out, int lowest, int collect, int *picks) {
    int count = 0, previous = -1;
    Cards current = 0;
    while (cards) {
        Cards low = lowest_bit(cards);
        int card = low_card(low);
        cards ^= low;
        if (previous >= 0 && s->kind[previous] == s->kind[card]
                && !((((Cards)1 << card) - ((Cards)2 << previous)) & out)) {
            if (lowest)
                picks[count - 1] = card;
            current |= low;
        } else {
            if (collect && (current & (current - 1)))
                add_set(s, current);
            picks[count++] = card;
            current = low;
        }
        previous = card;
    }
    if (collect && (current & (current - 1)))
        add_set(s, current);
    return count;
}

/* ``card_order.trick_stays``. */
static int trick_stays(const Core *s, int wplayer, int player, int later, Cards beat) {
    int ours = s->side[wplayer];
    for (int i = 0; i < later; i++) {
        player = s->next_of[player];
        if (s->side[player] != ours && (s->hands[player] & beat))
            return 0;
    }
    return 1;
}

/* ``card_order.quick_faces`` of this position (``Solver._quick_faces``): the faces, with
 * ``quick_read`` left as the cards whose order the count read. */
static int quick_faces(Core *s, int leader, Cards union_) {
    const Cards *hands = s->hands;
    const int *side = s->side;
    int ours = side[leader];
    Cards trump = s->trump_mask, faces = s->face_mask, free_bit = s->free_bit;
    Cards joker_bit = s->joker_bit;
    s->quick_read = 0;
    int our_joker = 0;
    if (joker_bit && (union_ & joker_bit)) {
        for (int player = 0; player < SEATS; player++) {
            if (!(hands[player] & joker_bit))
                continue;
            if (side[player] != ours)
                return 0;
            our_joker = 1;
        }
    }
    Cards hand = hands[leader];
    int total = 0;
    Cards cashed = 0, read = 0;
    Cards plan_mask[4];
    int plan_rounds[4], plan_count = 0;
    int forced_faces[SEATS] = {0};
    int drawn = 0;
    for (int m = 0; m < s->cash_count; m++) {
        Cards mask = s->cash_order[m];
        Cards held = hand & mask;
        if (!held)
            continue;
        Cards cards = union_ & mask;
        if (!(lowest_bit(cards) & held))
            continue;
        Cards others = cards & ~held;
        Cards run = others ? held & (lowest_bit(others) - 1) : held;
        int rounds = popcount(run);
        if (mask & trump) {
            if (!(run & free_bit))
                drawn = rounds;
        } else {
            for (int player = 0; player < SEATS; player++)
                if (side[player] != ours && popcount(hands[player] & trump) > drawn)
                    rounds = int_min(rounds, popcount(hands[player] & mask));
            if (!rounds)
                continue;
        }
        plan_mask[plan_count] = mask;
        plan_rounds[plan_count++] = rounds;
        if (others)
            read |= run;
        cashed |= mask;
        total += int_min(rounds, popcount(run & faces));
        int forced = !(run & free_bit);
        for (int player = 0; player < SEATS; player++) {
            if (player == leader)
                continue;
            Cards suit = hands[player] & mask;
            if (side[player] == ours) {
                if (!(hands[player] & joker_bit))
                    total += int_min(rounds, popcount(suit & faces));
            } else if (forced) {
                forced_faces[player] += int_max(0, int_min(rounds, popcount(suit))
                                                - popcount(suit & ~faces));
            }
        }
    }
    if (plan_count) {
        int cashing = 0;
        for (int p = 0; p < plan_count; p++)
            cashing += plan_rounds[p];
        if (our_joker && s->trick_no + cashing > 9)
            return 0;
        for (int player = 0; player < SEATS; player++) {
            if (side[player] != ours) {
                int spare = popcount(hands[player] & ~faces);
                total += int_max(forced_faces[player], cashing - spare);
                continue;
            }
            if (player == leader || (hands[player] & joker_bit))
                continue;
            int void_ = 0;
            for (int p = 0; p < plan_count; p++)
                void_ += int_max(0, plan_rounds[p] - popcount(hands[player] & plan_mask[p]));
            if (void_)
                total += int_min(void_, popcount(hands[player] & faces & ~cashed));
        }
    }
    s->quick_read = read;
    return total;
}

/* The key's bytes without the gone cards (``bytes(slots).translate(None, b"-")``). */
static int marks_of(const Core *s, unsigned char *out) {
    int length = 0;
    for (int i = 0; i < s->slots_count; i++) { /* no branch: each byte written, kept or not */
        unsigned char mark = s->slots[i];
        out[length] = mark;
        length += mark != GONE;
    }
    return length;
}

static inline Cards union_of(const Core *s) {
    return s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3] | s->hands[4];
}

/* ``_bounds``: bounds on the value from a trick boundary, from the faces taken and the
 * faces a side will surely take (its run of top trumps). 0, or -1 on a Python error. */
/* ``_sure_runs``: the faces of the run of top trumps each side surely takes. */
static void sure_runs(const Core *s, Cards union_, int *sure_k_out, int *sure_m_out) {
    Cards hands_k = s->hands[s->kankei_players[0]] | s->hands[s->kankei_players[1]];
    int sure_k = 0, sure_m = 0;
    Cards trumps = union_ & s->trump_mask;
    if (trumps) {
        Cards joker_bit = s->joker_bit;
        if (lowest_bit(trumps) & hands_k) {
            if (!(union_ & joker_bit) || (hands_k & joker_bit)) {
                Cards theirs = trumps & ~hands_k;
                Cards run = theirs ? trumps & (lowest_bit(theirs) - 1) : trumps;
                sure_k = popcount(run & s->face_mask);
            }
        } else if (!(union_ & joker_bit & hands_k)) {
            Cards theirs = trumps & hands_k;
            Cards run = theirs ? trumps & (lowest_bit(theirs) - 1) : trumps;
            sure_m = popcount(run & s->face_mask);
        }
    }
    *sure_k_out = sure_k;
    *sure_m_out = sure_m;
}

static int bounds(Core *s, Cards union_, double *low, double *high) {
    int sure_k, sure_m;
    sure_runs(s, union_, &sure_k, &sure_m);
    size_t span = (size_t)s->span, runs = (size_t)s->runs;
    size_t index = ((((size_t)s->js * span + (size_t)s->fk) * span + (size_t)s->fm) * runs
                    + (size_t)sure_k) * runs + (size_t)sure_m;
    if (index >= s->bound_cells) {
        PyErr_SetString(PyExc_IndexError, "bounds cell out of range");
        return -1;
    }
    if (!s->bound_known[index]) {
        PyObject *found = PyObject_CallFunction(s->static_bounds, "iiiii", s->js, s->fk, s->fm,
                                                sure_k, sure_m);
        if (found == NULL)
            return -1;
        double a, b;
        int ok = PyArg_ParseTuple(found, "dd", &a, &b);
        Py_DECREF(found);
        if (!ok)
            return -1;
        s->bound_low[index] = a;
        s->bound_high[index] = b;
        s->bound_known[index] = 1;
    }
    *low = s->bound_low[index];
    *high = s->bound_high[index];
    return 0;
}

/* ``_trump_run``: the trumps whose order ``_bounds`` read. */
static Cards trump_run(const Core *s, Cards union_) {
    Cards trumps = union_ & s->trump_mask;
    if (!trumps)
        return 0;
    Cards hands_k = s->hands[s->kankei_players[0]] | s->hands[s->kankei_players[1]];
    Cards theirs = (lowest_bit(trumps) & hands_k) ? trumps & ~hands_k : trumps & hands_k;
    Cards end = theirs ? lowest_bit(theirs) : (Cards)1 << high_card(trumps);
    return trumps & ((end << 1) - 1);
}

/* ``_later_faces``: the most faces Kankei (``most_k``) and Mukankei (``most_m``) can each
 * still take, from the tricks the other side surely takes (its top trumps' run, the joker). */
static void later_faces(const Core *s, Cards union_, int *most_k, int *most_m) {
    Cards hands_k = s->hands[s->kankei_players[0]] | s->hands[s->kankei_players[1]];
    int sure[2] = {0, 0};
    Cards kept[2] = {0, 0};
    Cards joker = union_ & s->joker_bit;
    int joker_side = !joker ? -1 : ((hands_k & joker) ? 0 : 1);
    Cards trumps = union_ & s->trump_mask;
    if (trumps) {
        int top = (lowest_bit(trumps) & hands_k) ? 0 : 1;
        Cards theirs = top == 0 ? trumps & ~hands_k : trumps & hands_k;
        Cards run = theirs ? trumps & (lowest_bit(theirs) - 1) : trumps;
        int most = 0;
        for (int player = 0; player < SEATS; player++)
            if ((s->side[player] == KANKEI) == (top == 0))
                most = int_max(most, popcount(run & s->hands[player]));
        if (joker_side < 0 || joker_side == top) {
            sure[top] = most;
            kept[top] = run;
        } else {
            sure[top] = int_max(0, most - 1);
        }
    }
    if (joker_side >= 0)
        sure[joker_side] = int_max(sure[joker_side], 1);
    int tricks = 11 - s->trick_no;
    Cards faces = s->face_mask;
    *most_k = *most_m = 0;
    for (int player = 0; player < SEATS; player++) {
        Cards hand = s->hands[player];
        *most_k += int_min(tricks - sure[1], popcount(hand & faces & ~kept[1]));
        *most_m += int_min(tricks - sure[0], popcount(hand & faces & ~kept[0]));
    }
}

/* ``card_order.pattern_cards``: the cards of ``union_`` that a pattern keeps, each block's top. */
static Cards pattern_cards(const Core *s, const unsigned char *depths, Cards union_) {
    Cards cards = 0;
    for (int b = 0; b < s->blocks_count; b++) {
        if (depths[b]) {
            Cards mask = union_ & s->blocks[b];
            cards |= mask & (((Cards)2 << nth_card(mask, depths[b] - 1)) - 1);
        }
    }
    return cards;
}

/* ``card_order.kept_cards``: the cards a race entry keeps in its pattern. */
static Cards kept_cards(const Core *s, Cards union_) {
    Cards mattered = s->mattered & union_;
    Cards kept = 0;
    for (int b = 0; b < s->blocks_count; b++) {
        Cards cards = mattered & s->blocks[b];
        if (cards)
            kept |= union_ & s->blocks[b] & (((Cards)2 << high_card(cards)) - 1);
    }
    int changed = s->sets_count > s->sets_base;
    while (changed) {
        changed = 0;
        for (size_t i = s->sets_base; i < s->sets_count; i++) {
            Cards cards = s->sets[i];
            if ((cards & kept) && (cards & ~kept)) {
                int lowest = high_card(cards);
                kept |= union_ & s->block_of[lowest] & (((Cards)2 << lowest) - 1);
                changed = 1;
            }
        }
    }
    return kept;
}

/* ``_race_key``: the leader and each hand's shape, as bytes. */
#define RACE_KEY_LENGTH (1 + 8 * SEATS)
static void race_key(const Core *s, int leader, unsigned char *key) {
    key[0] = (unsigned char)leader;
    for (int p = 0; p < SEATS; p++)
        for (int i = 0; i < 8; i++)
            key[1 + 8 * p + i] = (unsigned char)(s->shapes[p] >> (8 * i));
}

/* Where each block's marks begin among the marks (a separator after each block). */
static void block_starts(const Core *s, Cards union_, int *starts) {
    int at = 0;
    for (int b = 0; b < s->blocks_count; b++) {
        starts[b] = at;
        at += popcount(union_ & s->blocks[b]) + 1;
    }
}

static int pattern_fits(const Core *s, const RaceHead *head, const unsigned char *pattern,
                        const unsigned char *marks, const int *starts) {
    for (int b = 0; b < s->blocks_count; b++)
        if (head->depths[b] && memcmp(pattern + starts[b], marks + starts[b], head->depths[b]))
            return 0;
    return 1;
}

/* ``_store``: a race entry, merged into one with the same pattern. -1 when out of memory. */
static int store_race(Core *s, const unsigned char *key, uint64_t hash, const RaceHead *head,
                      const unsigned char *marks, int marks_count, const int *starts) {
    Entry *entry = table_find(&s->race, key, RACE_KEY_LENGTH, hash);
    if (entry == NULL) {
        entry = table_add(&s->race, key, RACE_KEY_LENGTH, hash);
        if (entry == NULL)
            return -1;
        entry->stride = (int)((sizeof(RaceHead) + (size_t)marks_count + 7) & ~(size_t)7);
    }
    unsigned char pattern[MAX_CARDS + MAX_BLOCKS];
    memset(pattern, 0, (size_t)marks_count);
    for (int b = 0; b < s->blocks_count; b++)
        memcpy(pattern + starts[b], marks + starts[b], head->depths[b]);
    for (int i = 0; i < entry->count; i++) {
        RaceHead *old = (RaceHead *)(entry->race + (size_t)i * (size_t)entry->stride);
        unsigned char *old_pattern = (unsigned char *)(old + 1);
        if (!memcmp(old->depths, head->depths, MAX_BLOCKS)
                && !memcmp(old_pattern, pattern, (size_t)marks_count)) {
            old->low = int_max(head->low, old->low);
            old->high = int_min(head->high, old->high);
            old->rank = head->rank;
            return 0;
        }
    }
    if (entry->count == entry->capacity) {
        int capacity = entry->capacity ? entry->capacity * 2 : 2;
        unsigned char *race = PyMem_Realloc(entry->race, (size_t)capacity * (size_t)entry->stride);
        if (race == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        entry->race = race;
        entry->capacity = capacity;
    }
    unsigned char *at = entry->race + (size_t)entry->count * (size_t)entry->stride;
    memset(at, 0, (size_t)entry->stride);
    memcpy(at, head, sizeof(RaceHead));
    memcpy(at + sizeof(RaceHead), pattern, (size_t)marks_count);
    entry->count++;
    return 0;
}

static double lead(Core *s, int leader, double alpha, double beta);
static double follow(Core *s, int i, int player, Cards tmask, Cards led, int wcard, int wplayer,
                     double alpha, double beta);

/* ``_moves``: the legal cards, the highest of each set that plays alike. */
static int moves_of(Core *s, Cards legal, int *moves) {
    if (!(legal & (legal - 1))) {
        moves[0] = bit_length_1(legal);
        return 1;
    }
    return plays_alike(s, legal, ~s->gone, 0, s->racing, moves);
}

/* ``_killer_at``: where ``killers`` keeps this trick's and ``leader``'s two killer moves. */
static inline int killer_at(const Core *s, int leader) {
    return (s->trick_no * SEATS + leader) * 2;
}

/* ``card`` moved to the front of ``moves`` where it is among them (``remove``, ``insert``). */
static void to_front(int *moves, int count, int card) {
    if (moves[0] == card)
        return;
    for (int i = 1; i < count; i++) {
        if (moves[i] == card) {
            memmove(moves + 1, moves, (size_t)i * sizeof(int));
            moves[0] = card;
            return;
        }
    }
}

/* ``_lead_moves``: the leader's cards worth trying, best first: ``first`` (the table's), the
 * killer moves, then by history. */
static int lead_moves(Core *s, int leader, int first, int *moves) {
    int count = moves_of(s, legal_cards(s->hands[leader], 0, s->joker_bit, s->trick_no), moves);
    if (count > 1) {
        /* a stable sort by history, highest first (``list.sort(reverse=True)``) */
        for (int i = 1; i < count; i++) {
            int card = moves[i], j = i;
            while (j > 0 && s->history[moves[j - 1]] < s->history[card]) {
                moves[j] = moves[j - 1];
                j--;
            }
            moves[j] = card;
        }
        int at = killer_at(s, leader);
        to_front(moves, count, s->killers[at + 1]);
        to_front(moves, count, s->killers[at]);
        to_front(moves, count, first);
    }
    return count;
}

/* ``_won``: ``card`` took ``trick``; its rank decided it when a card of its block is beside. */
static inline void won(Core *s, int card, Cards trick) {
    if (s->block_of[card] & trick & ~((Cards)1 << card))
        s->mattered |= (Cards)1 << card;
}

/* ``_last_trick``: trick 10, every hand one card, no choice. */
static double last_trick(Core *s, int leader) {
    Cards trump = s->trump_mask;
    int wcard = bit_length_1(s->hands[leader]);
    if (wcard < 0) { /* never in a position of ten cards a hand: no card to read a suit of */
        PyErr_SetString(PyExc_ValueError, "the leader of the last trick holds no card");
        s->failed = 1;
        return 0;
    }
    int winner = leader;
    Cards led = s->led_of[wcard];
    Cards tmask = s->hands[leader];
    int player = s->next_of[leader];
    while (player != leader) {
        Cards bit = s->hands[player];
        int card = bit_length_1(bit);
        tmask |= bit;
        if (trump & bit) {
            if (!((trump >> wcard) & 1) || card < wcard) {
                wcard = card;
                winner = player;
            }
        } else if ((led & bit) && card < wcard && !((trump >> wcard) & 1)) {
            wcard = card;
            winner = player;
        }
        player = s->next_of[player];
    }
    won(s, wcard, tmask);
    int taken = popcount(tmask & s->face_mask);
    int fk = s->fk, fm = s->fm;
    if (s->side[winner] == KANKEI)
        fk += taken;
    else
        fm += taken;
    if (s->racing) /* the race's value: Kankei's faces (``_race``) */
        return (double)fk;
    size_t index = ((size_t)s->js * (size_t)s->span + (size_t)fk) * (size_t)s->span + (size_t)fm;
    return s->result_value[index];
}

/* ``_joker_lead``: R18, the joker led, each suit named that makes a difference. */
static double joker_lead(Core *s, int leader, int after, double alpha, double beta,
                         int maximize) {
    Cards others = 0;
    for (int player = 0; player < SEATS; player++)
        if (player != leader)
            others |= s->hands[player];
    double best = maximize ? -NO_BOUND : NO_BOUND;
    int void_tried = 0;
    int joker = s->joker;
    for (int suit = 0; suit < 4; suit++) {
        Cards mask = s->suit_masks[suit];
        if (!(others & mask)) {
            if (void_tried)
                continue;
            void_tried = 1;
        }
        double value = follow(s, 1, after, (Cards)1 << joker, mask, joker, leader, alpha, beta);
        if (s->failed)
            return 0;
        if (maximize) {
            best = py_max(best, value);
            alpha = py_max(alpha, value);
        } else {
            best = py_min(best, value);
            beta = py_min(beta, value);
        }
        if (alpha >= beta)
            break;
    }
    return best;
}

/* ``_leads``: each lead of ``moves`` searched within (alpha, beta). */
static double leads(Core *s, int leader, const int *moves, int count, double alpha, double beta,
                    int *best_card) {
    Cards hand = s->hands[leader];
    int maximize = s->side[leader] == KANKEI;
    double best = maximize ? -NO_BOUND : NO_BOUND;
    double a = alpha, b = beta;
    int after = s->next_of[leader];
    uint64_t shape = s->shapes[leader];
    *best_card = -1;
    for (int m = 0; m < count; m++) {
        int card = moves[m];
        s->hands[leader] = hand ^ ((Cards)1 << card);
        s->slots[s->slot[card]] = GONE;
        s->shapes[leader] = shape - s->weight[card];
        double value;
        if (card == s->joker)
            value = joker_lead(s, leader, after, a, b, maximize);
        else
            value = follow(s, 1, after, (Cards)1 << card, s->led_of[card], card, leader, a, b);
        if (s->failed)
            return 0;
        s->hands[leader] = hand;
        s->slots[s->slot[card]] = s->code[card];
        s->shapes[leader] = shape;
        if (maximize) {
            if (value > best) {
                best = value;
                *best_card = card;
                if (value > a)
                    a = value;
            }
        } else if (value < best) {
            best = value;
            *best_card = card;
            if (value < b)
                b = value;
        }
        if (a >= b) {
            s->history[card] += 1LL << (11 - s->trick_no);
            int *killers = s->killers + killer_at(s, leader);
            if (killers[0] != card) {
                killers[1] = killers[0];
                killers[0] = card;
            }
            break;
        }
    }
    return best;
}

/* No lead beat the starting bound (Python shifts by -1 there): ValueError, as it raises. */
static double no_card(Core *s) {
    PyErr_SetString(PyExc_ValueError, "negative shift count");
    s->failed = 1;
    return 0;
}

/* ``_race``: a trick boundary in the win probe, with the partition search's table. */
static double race(Core *s, int leader, double alpha, double beta) {
    int need = s->targets[0] - s->fk;
    unsigned char key[RACE_KEY_LENGTH];
    race_key(s, leader, key);
    uint64_t hash = hash_bytes(key, RACE_KEY_LENGTH);
    table_prefetch(&s->race, hash); /* read while the marks are made: a cache miss */
    Cards union_ = union_of(s);
    unsigned char marks[MAX_CARDS + MAX_BLOCKS];
    int starts[MAX_BLOCKS];
    int marks_count = marks_of(s, marks);
    block_starts(s, union_, starts);
    Entry *entries = table_find(&s->race, key, RACE_KEY_LENGTH, hash);
    int first = -1;
    if (entries != NULL) {
        for (int i = 0; i < entries->count; i++) {
            const RaceHead *head = (const RaceHead *)(entries->race
                                                       + (size_t)i * (size_t)entries->stride);
            if (!pattern_fits(s, head, (const unsigned char *)(head + 1), marks, starts))
                continue;
            if (head->low >= need || head->high < need) {
                s->mattered |= pattern_cards(s, head->depths, union_);
                return (double)(s->fk + (head->low >= need ? head->low : head->high));
            }
            if (first < 0)
                first = nth_card(union_, head->rank);
        }
    }
    int fk = s->fk;
    int left = popcount(union_ & s->face_mask);
    int sure_k, sure_m;
    sure_runs(s, union_, &sure_k, &sure_m);
    if (sure_k >= need || left - sure_m < need) {
        s->mattered |= trump_run(s, union_);
        return (double)(fk + (sure_k >= need ? sure_k : left - sure_m));
    }
    int quick = quick_faces(s, leader, union_);
    if (quick) {
        if (s->side[leader] == KANKEI) {
            if (quick >= need) {
                s->mattered |= s->quick_read;
                return (double)(fk + quick);
            }
        } else if (left - quick < need) {
            s->mattered |= s->quick_read;
            return (double)(fk + left - quick);
        }
    }
    int most_k, most_m;
    later_faces(s, union_, &most_k, &most_m);
    if (most_k < need || left - most_m >= need) {
        s->mattered |= trump_run(s, union_);
        return (double)(fk + (most_k < need ? most_k : left - most_m));
    }
    if (s->has_beyond && s->trick_no > s->horizon)
        return (double)(s->beyond == s->loss ? fk : fk + left);
    Cards outer = s->mattered;
    size_t outer_base = s->sets_base;
    s->mattered = 0;
    s->sets_base = s->sets_count;
    int moves[MAX_MOVES], best_card;
    int count = lead_moves(s, leader, first, moves);
    if (s->failed)
        return 0;
    double best = leads(s, leader, moves, count, alpha, beta, &best_card);
    if (s->failed)
        return 0;
    if (best_card < 0)
        return no_card(s);
    Cards kept = kept_cards(s, union_);
    s->mattered = outer | kept;
    s->sets_count = s->sets_base;
    s->sets_base = outer_base;
    int low = 0, high = s->total_faces;
    if (best >= beta) {
        if (!(s->has_beyond && s->beyond == s->win))
            low = (int)best - fk;
    } else if (!(s->has_beyond && s->beyond == s->loss)) {
        high = (int)best - fk;
    }
    if (low == 0 && high == s->total_faces)
        kept = union_;
    RaceHead head;
    memset(&head, 0, sizeof head);
    for (int b = 0; b < s->blocks_count; b++)
        head.depths[b] = (unsigned char)popcount(kept & s->blocks[b]);
    head.low = low;
    head.high = high;
    head.rank = popcount(union_ & (((Cards)1 << best_card) - 1));
    if (store_race(s, key, hash, &head, marks, marks_count, starts) < 0) {
        s->failed = 1;
        return 0;
    }
    return best;
}

/* ``_lead``: a trick boundary, ``leader`` leads. Bounds from the faces, then the table. */
static double lead(Core *s, int leader, double alpha, double beta) {
    s->nodes += 1;
    if (s->nodes > s->limit) {
        out_of_nodes(s);
        if (s->failed)
            return 0;
    }
    if (s->trick_no == 10)
        return last_trick(s, leader);
    if (s->racing)
        return race(s, leader, alpha, beta);
    Cards union_ = union_of(s);
    double low, high;
    if (bounds(s, union_, &low, &high) < 0) {
        s->failed = 1;
        return 0;
    }
    if (low >= beta)
        return low;
    if (high <= alpha)
        return high;
    unsigned char key[MAX_CARDS + MAX_BLOCKS + 3];
    int length = marks_of(s, key);
    key[length++] = (unsigned char)leader;
    key[length++] = (unsigned char)s->fk;
    key[length++] = (unsigned char)s->js;
    uint64_t hash = hash_bytes(key, (size_t)length);
    Entry *entry = table_find(&s->table, key, (size_t)length, hash);
    int first = -1;
    if (entry != NULL) {
        first = nth_card(union_, entry->rank);
        if (entry->low >= beta)
            return entry->low;
        if (entry->high <= alpha)
            return entry->high;
        low = py_max(low, entry->low);
        high = py_min(high, entry->high);
        if (low == high)
            return low;
    }
    alpha = py_max(alpha, low);
    beta = py_min(beta, high);
    int moves[MAX_MOVES], best_card;
    int count = lead_moves(s, leader, first, moves);
    if (s->failed)
        return 0;
    double best = leads(s, leader, moves, count, alpha, beta, &best_card);
    if (s->failed)
        return 0;
    if (best_card < 0)
        return no_card(s);
    if (best <= alpha) {
        low = entry ? entry->low : -NO_BOUND;
        high = best;
    } else if (best >= beta) {
        low = best;
        high = entry ? entry->high : NO_BOUND;
    } else {
        low = high = best;
    }
    if (entry != NULL) {
        low = py_max(low, entry->low);
        high = py_min(high, entry->high);
    } else {
        entry = table_add(&s->table, key, (size_t)length, hash);
        if (entry == NULL) {
            s->failed = 1;
            return 0;
        }
    }
    entry->low = low;
    entry->high = high;
    entry->rank = popcount(union_ & (((Cards)1 << best_card) - 1));
    return best;
}

/* ``_race_end``: the race's value where the deal ends: Kankei's faces, or where Mukankei
 * reached their target the faces they left Kankei. */
static double race_end(const Core *s) {
    return (double)(s->fk >= s->targets[0] ? s->fk : s->total_faces - s->fm);
}

/* ``_decide``: R24, the sukonku trick's winner calls jūroku or takes the sukonku. */
static double decide(Core *s, int decider, double alpha, double beta) {
    if (s->racing)
        return race_end(s);
    if (s->side[decider] == KANKEI) {
        if (!s->has_sukonku) {
            PyErr_SetString(PyExc_KeyError, "sukonku");
            s->failed = 1;
            return 0;
        }
        double stop = s->sukonku;
        if (stop >= beta)
            return stop;
        s->js = KANKEI_CALLED;
        double value = lead(s, decider, py_max(alpha, stop), beta);
        if (s->failed)
            return 0;
        s->js = NO_CALL;
        return py_max(stop, value);
    }
    if (!s->has_reverse_sukonku) {
        PyErr_SetString(PyExc_KeyError, "reverse_sukonku");
        s->failed = 1;
        return 0;
    }
    double stop = s->reverse_sukonku;
    if (stop <= alpha)
        return stop;
    s->js = MUKANKEI_CALLED;
    double value = lead(s, decider, alpha, py_min(beta, stop));
    if (s->failed)
        return 0;
    s->js = NO_CALL;
    return py_min(stop, value);
}

/* ``_close``: the trick is complete; ``winner`` takes its faces; the deal ends or goes on. */
static double close_trick(Core *s, int winner, Cards tmask, double alpha, double beta) {
    int taken = popcount(tmask & s->face_mask);
    Cards gone = s->gone;
    s->gone = gone | tmask;
    s->trick_no += 1;
    int last = s->trick_no == 10;
    double value;
    if (!taken) {
        value = last ? last_trick(s, winner) : lead(s, winner, alpha, beta);
    } else {
        int fk = s->fk, fm = s->fm;
        if (s->side[winner] == KANKEI)
            s->fk = fk + taken;
        else
            s->fm = fm + taken;
        size_t index = ((size_t)s->js * (size_t)s->span + (size_t)s->fk) * (size_t)s->span
                       + (size_t)s->fm;
        int status = s->status[index];
        if (status != CONTINUE && s->racing)
            value = race_end(s);
        else if (status == TERMINAL)
            value = s->result_value[index];
        else if (status == DECIDE)
            value = decide(s, winner, alpha, beta);
        else
            value = last ? last_trick(s, winner) : lead(s, winner, alpha, beta);
        if (s->failed)
            return 0;
        s->fk = fk;
        s->fm = fm;
    }
    if (s->failed)
        return 0;
    s->gone = gone;
    s->trick_no -= 1;
    return value;
}

/* ``_follow_moves``: a follower's legal cards, one of each set alike, likely best first. */
static int follow_moves(Core *s, Cards legal, int ahead, Cards beat, Cards out, int *moves) {
    Cards joker = legal & s->joker_bit;
    Cards taking = legal & beat & ~joker, losing = legal & ~beat & ~joker;
    int winners[MAX_MOVES], others[MAX_MOVES];
    int w = plays_alike(s, taking, out, 1, s->racing, winners);
    int o = plays_alike(s, losing, out, 1, s->racing, others);
    int count = 0;
    if (ahead) {
        for (int k = o - 1; k >= 0; k--)
            if (s->is_face[others[k]])
                moves[count++] = others[k];
        for (int k = o - 1; k >= 0; k--)
            if (!s->is_face[others[k]])
                moves[count++] = others[k];
        for (int k = w - 1; k >= 0; k--)
            moves[count++] = winners[k];
        if (joker)
            moves[count++] = s->joker;
        return count;
    }
    for (int k = w - 1; k >= 0; k--)
        moves[count++] = winners[k];
    if (joker)
        moves[count++] = s->joker;
    for (int k = o - 1; k >= 0; k--)
        if (!s->is_face[others[k]])
            moves[count++] = others[k];
    for (int k = o - 1; k >= 0; k--)
        if (s->is_face[others[k]])
            moves[count++] = others[k];
    return count;
}

/* ``_follow``: the ``i``-th card (1–4) of the trick, by ``player``. */
static double follow(Core *s, int i, int player, Cards tmask, Cards led, int wcard, int wplayer,
                     double alpha, double beta) {
    Cards hand = s->hands[player];
    Cards joker_bit = s->joker_bit;
    Cards legal = legal_cards(hand, led, joker_bit, s->trick_no);
    Cards trump = s->trump_mask;
    Cards beat;
    if (wcard == s->joker)
        beat = 0;
    else if ((trump >> wcard) & 1)
        beat = joker_bit | (trump & (((Cards)1 << wcard) - 1));
    else
        beat = joker_bit | trump | (led & (((Cards)1 << wcard) - 1));
    int maximize = s->side[player] == KANKEI;
    int moves[MAX_MOVES], count;
    if (legal & (legal - 1)) {
        int ahead = s->side[wplayer] == s->side[player]
                    && (i == 4 || trick_stays(s, wplayer, player, 4 - i, beat));
        count = follow_moves(s, legal, ahead, beat, ~(s->gone | tmask), moves);
        if (s->failed)
            return 0;
    } else {
        moves[0] = bit_length_1(legal);
        count = 1;
    }
    /* ``Solver.follow_killers``: the card that last cut here where the first did not, second */
    int *killer = s->follow_killers + (s->trick_no * 5 + i) * SEATS + player;
    for (int m = 2; m < count; m++) {
        if (moves[m] == *killer) {
            memmove(moves + 2, moves + 1, (size_t)(m - 1) * sizeof(int));
            moves[1] = *killer;
            break;
        }
    }
    double best = maximize ? -NO_BOUND : NO_BOUND;
    int after = s->next_of[player];
    uint64_t shape = s->shapes[player];
    for (int m = 0; m < count; m++) {
        int card = moves[m];
        Cards bit = (Cards)1 << card;
        s->hands[player] = hand ^ bit;
        s->slots[s->slot[card]] = GONE;
        s->shapes[player] = shape - s->weight[card];
        double value;
        if (i == 4) {
            if (beat & bit) {
                won(s, card, tmask | bit);
                value = close_trick(s, player, tmask | bit, alpha, beta);
            } else {
                won(s, wcard, tmask | bit);
                value = close_trick(s, wplayer, tmask | bit, alpha, beta);
            }
        } else if (beat & bit) {
            value = follow(s, i + 1, after, tmask | bit, led, card, player, alpha, beta);
        } else {
            value = follow(s, i + 1, after, tmask | bit, led, wcard, wplayer, alpha, beta);
        }
        if (s->failed)
            return 0;
        s->hands[player] = hand;
        s->slots[s->slot[card]] = s->code[card];
        s->shapes[player] = shape;
        if (maximize) {
            if (value > best) {
                best = value;
                if (value > alpha)
                    alpha = value;
            }
        } else if (value < best) {
            best = value;
            if (value < beta)
                beta = value;
        }
        if (alpha >= beta) {
            if (m)
                *killer = card;
            break;
        }
    }
    return best;
}

/* ---- Python's side ------------------------------------------------------------------------ */

static int Core_init(Core *self, PyObject *args, PyObject *kwargs) {
    static char *names[] = {"side", "next_of", "kankei_players", "trump", "faces", "joker",
                            "free_joker", "led_of", "suit_masks", "cash_order", "is_face", "kind",
                            "slot", "blocks", "block_of", "weight", "total_faces", "span", "runs",
                            "targets", "win", "loss", "sukonku", "reverse_sukonku", "status",
                            "result_value", "out_of_budget", "round_over", NULL};
    PyObject *side, *next_of, *kankei, *led_of, *suit_masks, *cash_order, *is_face, *kind, *slot;
    PyObject *blocks, *block_of, *weight, *targets, *sukonku, *reverse, *status, *result_value;
    PyObject *out_of_budget, *round_over;
    unsigned long long trump, faces;
    int joker, free_joker, total_faces, span, runs;
    double win, loss;
    if (!PyArg_ParseTupleAndKeywords(
            args, kwargs, "OOOKKiiOOOOOOOOOiiiOddOOOOOO", names, &side, &next_of, &kankei,
            &trump, &faces, &joker, &free_joker, &led_of, &suit_masks, &cash_order, &is_face,
            &kind, &slot, &blocks, &block_of, &weight, &total_faces, &span, &runs, &targets,
            &win, &loss, &sukonku, &reverse, &status, &result_value, &out_of_budget, &round_over))
        return -1;
    if (self->status != NULL) {
        PyErr_SetString(PyExc_RuntimeError, "a Core is made once");
        return -1;
    }
    for (int i = 0; i < KILLERS; i++)
        self->killers[i] = -1;
    for (int i = 0; i < FOLLOW_KILLERS; i++)
        self->follow_killers[i] = -1;
    long long numbers[MAX_CARDS];
    Py_ssize_t n, size;
    if (read_ints(side, numbers, SEATS, NULL, "side") < 0)
        return -1;
    for (int p = 0; p < SEATS; p++)
        self->side[p] = (int)numbers[p];
    if (read_ints(next_of, numbers, SEATS, NULL, "next_of") < 0)
        return -1;
    for (int p = 0; p < SEATS; p++) {
        if (numbers[p] < 0 || numbers[p] >= SEATS) {
            PyErr_SetString(PyExc_ValueError, "next_of: a seat out of range");
            return -1;
        }
        self->next_of[p] = (int)numbers[p];
    }
    if (read_ints(kankei, numbers, 2, NULL, "kankei_players") < 0)
        return -1;
    for (int k = 0; k < 2; k++) {
        if (numbers[k] < 0 || numbers[k] >= SEATS) {
            PyErr_SetString(PyExc_ValueError, "kankei_players: a seat out of range");
            return -1;
        }
        self->kankei_players[k] = (int)numbers[k];
    }
    if (read_ints(led_of, numbers, MAX_CARDS, &size, "led_of") < 0)
        return -1;
    self->size = (int)size;
    for (Py_ssize_t c = 0; c < size; c++)
        self->led_of[c] = (Cards)numbers[c];
    if (joker >= self->size || free_joker >= self->size) {
        PyErr_SetString(PyExc_ValueError, "a joker out of range");
        return -1;
    }
    if (read_ints(suit_masks, numbers, 4, NULL, "suit_masks") < 0)
        return -1;
    for (int k = 0; k < 4; k++)
        self->suit_masks[k] = (Cards)numbers[k];
    if (read_ints(cash_order, numbers, 4, &n, "cash_order") < 0)
        return -1;
    self->cash_count = (int)n;
    for (Py_ssize_t k = 0; k < n; k++)
        self->cash_order[k] = (Cards)numbers[k];
    if (read_ints(is_face, numbers, size, NULL, "is_face") < 0)
        return -1;
    for (Py_ssize_t c = 0; c < size; c++)
        self->is_face[c] = (unsigned char)(numbers[c] != 0);
    if (read_ints(kind, numbers, size, NULL, "kind") < 0)
        return -1;
    for (Py_ssize_t c = 0; c < size; c++)
        self->kind[c] = (int)numbers[c];
    if (read_ints(slot, numbers, size, NULL, "slot") < 0)
        return -1;
    for (Py_ssize_t c = 0; c < size; c++) {
        if (numbers[c] < 0 || numbers[c] >= MAX_CARDS + MAX_BLOCKS) {
            PyErr_SetString(PyExc_ValueError, "slot: out of range");
            return -1;
        }
        self->slot[c] = (unsigned char)numbers[c];
    }
    if (read_ints(blocks, numbers, MAX_BLOCKS, &n, "blocks") < 0)
        return -1;
    self->blocks_count = (int)n;
    for (Py_ssize_t b = 0; b < n; b++)
        self->blocks[b] = (Cards)numbers[b];
    if (read_ints(block_of, numbers, size, NULL, "block_of") < 0)
        return -1;
    for (Py_ssize_t c = 0; c < size; c++)
        self->block_of[c] = (Cards)numbers[c];
    if (read_ints(weight, numbers, size, NULL, "weight") < 0)
        return -1;
    for (Py_ssize_t c = 0; c < size; c++)
        self->weight[c] = (uint64_t)numbers[c];
    if (read_ints(targets, numbers, 2, NULL, "targets") < 0)
        return -1;
    self->targets[0] = (int)numbers[0];
    self->targets[1] = (int)numbers[1];
    if (span < 1 || runs < 1 || span > 64 || runs > 64 || total_faces != span - 1) {
        PyErr_SetString(PyExc_ValueError, "span, runs or total_faces out of range");
        return -1;
    }
    self->trump_mask = (Cards)trump;
    self->face_mask = (Cards)faces;
    self->joker = joker;
    self->joker_bit = joker >= 0 ? (Cards)1 << joker : 0;
    self->free_bit = free_joker >= 0 ? (Cards)1 << free_joker : 0;
    self->total_faces = total_faces;
    self->span = span;
    self->runs = runs;
    self->win = win;
    self->loss = loss;
    self->has_sukonku = sukonku != Py_None;
    self->sukonku = self->has_sukonku ? PyFloat_AsDouble(sukonku) : 0.0;
    self->has_reverse_sukonku = reverse != Py_None;
    self->reverse_sukonku = self->has_reverse_sukonku ? PyFloat_AsDouble(reverse) : 0.0;
    if (PyErr_Occurred())
        return -1;
    size_t outcomes = 3 * (size_t)span * (size_t)span;
    self->outcomes = outcomes;
    self->bound_cells = outcomes * (size_t)runs * (size_t)runs;
    self->status = PyMem_Calloc(outcomes, sizeof(int));
    self->result_value = PyMem_Calloc(outcomes, sizeof(double));
    self->bound_low = PyMem_Calloc(self->bound_cells, sizeof(double));
    self->bound_high = PyMem_Calloc(self->bound_cells, sizeof(double));
    self->bound_known = PyMem_Calloc(self->bound_cells, 1);
    if (!self->status || !self->result_value || !self->bound_low || !self->bound_high
            || !self->bound_known) {
        PyErr_NoMemory();
        return -1;
    }
    PyObject *fast = PySequence_Fast(status, "status");
    if (fast == NULL)
        return -1;
    if ((size_t)PySequence_Fast_GET_SIZE(fast) != outcomes) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "status: not 3 * span * span items");
        return -1;
    }
    for (size_t k = 0; k < outcomes; k++)
        self->status[k] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, (Py_ssize_t)k));
    Py_DECREF(fast);
    fast = PySequence_Fast(result_value, "result_value");
    if (fast == NULL)
        return -1;
    if ((size_t)PySequence_Fast_GET_SIZE(fast) != outcomes) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "result_value: not 3 * span * span items");
        return -1;
    }
    for (size_t k = 0; k < outcomes; k++)
        self->result_value[k] = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(fast, (Py_ssize_t)k));
    Py_DECREF(fast);
    if (PyErr_Occurred())
        return -1;
    Py_INCREF(out_of_budget);
    Py_INCREF(round_over);
    self->out_of_budget = out_of_budget;
    self->round_over = round_over;
    self->end = self->limit = self->round_end = 1LL << 62;
    return 0;
}

static void Core_dealloc(Core *self) {
    table_free(&self->table);
    table_free(&self->race);
    PyMem_Free(self->sets);
    PyMem_Free(self->status);
    PyMem_Free(self->result_value);
    PyMem_Free(self->bound_low);
    PyMem_Free(self->bound_high);
    PyMem_Free(self->bound_known);
    Py_XDECREF(self->out_of_budget);
    Py_XDECREF(self->round_over);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* ``set_position(hands, gone, slots, code, shapes, fk, fm, js, trick_no, racing, horizon,
 * beyond)``: the Python solver's position as ``_set_up`` left it, and the probe's mode. */
static PyObject *Core_set_position(Core *self, PyObject *args) {
    PyObject *hands, *slots, *code, *shapes, *beyond;
    unsigned long long gone;
    int fk, fm, js, trick_no, racing, horizon;
    if (!PyArg_ParseTuple(args, "OKOOOiiiipiO", &hands, &gone, &slots, &code, &shapes, &fk, &fm,
                          &js, &trick_no, &racing, &horizon, &beyond))
        return NULL;
    if (self->status == NULL || self->searching) {
        PyErr_SetString(PyExc_RuntimeError, "the Core is not made, or is searching");
        return NULL;
    }
    long long numbers[SEATS];
    if (read_ints(hands, numbers, SEATS, NULL, "hands") < 0)
        return NULL;
    for (int p = 0; p < SEATS; p++)
        self->hands[p] = (Cards)numbers[p];
    if (read_ints(shapes, numbers, SEATS, NULL, "shapes") < 0)
        return NULL;
    for (int p = 0; p < SEATS; p++)
        self->shapes[p] = (uint64_t)numbers[p];
    int got;
    if (read_bytes(slots, self->slots, MAX_CARDS + MAX_BLOCKS, &got, "slots") < 0)
        return NULL;
    self->slots_count = got;
    if (read_bytes(code, self->code, MAX_CARDS, &got, "code") < 0)
        return NULL;
    if (got != self->size) {
        PyErr_SetString(PyExc_ValueError, "code: one mark a card");
        return NULL;
    }
    if (js < 0 || js > 2 || fk < 0 || fm < 0 || fk + fm > self->total_faces) {
        PyErr_SetString(PyExc_ValueError, "faces or jūroku state out of range");
        return NULL;
    }
    self->gone = (Cards)gone;
    self->fk = fk;
    self->fm = fm;
    self->js = js;
    self->trick_no = trick_no;
    self->racing = racing;
    self->horizon = horizon;
    self->has_beyond = beyond != Py_None;
    self->beyond = self->has_beyond ? PyFloat_AsDouble(beyond) : 0.0;
    if (PyErr_Occurred())
        return NULL;
    self->mattered = 0;
    self->sets_count = self->sets_base = 0;
    Py_RETURN_NONE;
}

/* Where a search starts: ``_lead``, ``_follow`` (a trick begun) or ``_decide``. */
typedef struct {
    int root; /* 0 lead, 1 follow, 2 decide */
    int i, player, wcard, wplayer;
    Cards tmask, led;
} Root;

/* One search from the position set: ``stop`` and ``static_bounds`` held for its time. */
static PyObject *run(Core *self, PyObject *stop, PyObject *static_bounds, const Root *at,
                     double alpha, double beta) {
    if (self->status == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "the Core is not made");
        return NULL;
    }
    if (!PyCallable_Check(static_bounds) || (stop != Py_None && !PyCallable_Check(stop))) {
        PyErr_SetString(PyExc_TypeError, "stop and static_bounds must be callables");
        return NULL;
    }
    if (self->searching) {
        PyErr_SetString(PyExc_RuntimeError, "this Core is searching already");
        return NULL;
    }
    self->searching = 1;
    self->stop = stop == Py_None ? NULL : stop;
    self->static_bounds = static_bounds;
    self->failed = 0;
    double value;
    if (at->root == 0)
        value = lead(self, at->player, alpha, beta);
    else if (at->root == 1)
        value = follow(self, at->i, at->player, at->tmask, at->led, at->wcard, at->wplayer,
                       alpha, beta);
    else
        value = decide(self, at->player, alpha, beta);
    self->stop = self->static_bounds = NULL;
    self->searching = 0;
    if (self->failed)
        return NULL;
    return PyFloat_FromDouble(value);
}

static int check_seat(int seat) {
    if (seat < 0 || seat >= SEATS) {
        PyErr_SetString(PyExc_ValueError, "a seat out of range");
        return -1;
    }
    return 0;
}

/* ``lead(leader, alpha, beta, stop, static_bounds)``: ``Solver._lead`` from the position. */
static PyObject *Core_lead(Core *self, PyObject *args) {
    int leader;
    double alpha, beta;
    PyObject *stop, *static_bounds;
    if (!PyArg_ParseTuple(args, "iddOO", &leader, &alpha, &beta, &stop, &static_bounds))
        return NULL;
    if (check_seat(leader) < 0)
        return NULL;
    Root at = {0, 0, leader, 0, 0, 0, 0};
    return run(self, stop, static_bounds, &at, alpha, beta);
}

/* ``follow(i, player, tmask, led, wcard, wplayer, alpha, beta, stop, static_bounds)``. */
static PyObject *Core_follow(Core *self, PyObject *args) {
    int i, player, wcard, wplayer;
    unsigned long long tmask, led;
    double alpha, beta;
    PyObject *stop, *static_bounds;
    if (!PyArg_ParseTuple(args, "iiKKiiddOO", &i, &player, &tmask, &led, &wcard, &wplayer,
                          &alpha, &beta, &stop, &static_bounds))
        return NULL;
    if (check_seat(player) < 0 || check_seat(wplayer) < 0)
        return NULL;
    if (i < 1 || i > 4 || wcard < 0 || wcard >= self->size) {
        PyErr_SetString(PyExc_ValueError, "the trick's place or card out of range");
        return NULL;
    }
    Root at = {1, i, player, wcard, wplayer, (Cards)tmask, (Cards)led};
    return run(self, stop, static_bounds, &at, alpha, beta);
}

/* ``decide(decider, alpha, beta, stop, static_bounds)``: ``Solver._decide``. */
static PyObject *Core_decide(Core *self, PyObject *args) {
    int decider;
    double alpha, beta;
    PyObject *stop, *static_bounds;
    if (!PyArg_ParseTuple(args, "iddOO", &decider, &alpha, &beta, &stop, &static_bounds))
        return NULL;
    if (check_seat(decider) < 0)
        return NULL;
    Root at = {2, 0, decider, 0, 0, 0, 0};
    return run(self, stop, static_bounds, &at, alpha, beta);
}

static PyMethodDef Core_methods[] = {
    {"set_position", (PyCFunction)Core_set_position, METH_VARARGS,
     "The position to search and the probe's mode, as the Python solver's _set_up left them."},
    {"lead", (PyCFunction)Core_lead, METH_VARARGS, "Solver._lead from the position set."},
    {"follow", (PyCFunction)Core_follow, METH_VARARGS, "Solver._follow from the position set."},
    {"decide", (PyCFunction)Core_decide, METH_VARARGS, "Solver._decide from the position set."},
    {NULL, NULL, 0, NULL},
};

static PyMemberDef Core_members[] = {
    {"nodes", T_LONGLONG, offsetof(Core, nodes), 0, "Trick starts searched (Solver.nodes)."},
    {"limit", T_LONGLONG, offsetof(Core, limit), 0, "Solver._limit."},
    {"end", T_LONGLONG, offsetof(Core, end), 0, "Solver._end."},
    {"round_end", T_LONGLONG, offsetof(Core, round_end), 0, "Solver._round_end."},
    {NULL, 0, 0, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "engine.solver_core.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One deal's open-hand search (engine/solver_search.py's inner search, in C).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
    .tp_members = Core_members,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "engine.solver_core",
    "The open-hand solver's inner search in C (see engine/solver_native.py).", -1, NULL,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit_solver_core(void) {
    if (PyType_Ready(&CoreType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0
            || PyModule_AddStringConstant(m, "SOURCE_SHA256", SOURCE_SHA256) < 0
            || PyModule_AddStringConstant(m, "C_SOURCE_SHA256", C_SOURCE_SHA256) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
