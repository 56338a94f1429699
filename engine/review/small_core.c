/* The review's small search in C: a port of engine/review/small.py's search from a trick
 * start or a card down (with card_order's plays_alike, quick_faces, trick_stays, kept_cards,
 * pattern_cards and nth_card), held to it value for value and node for node
 * (tests/engine/test_native_small.py).
 *
 * What is here: every function the search runs at each trick start and card, from
 * ``SmallSearch._lead`` down (``_bounds``, ``_trump_run``, the partition table with
 * ``_store`` and ``_thin_table``, quick faces, ``_lead_moves``, ``_leads``, ``_follow``,
 * ``_follow_moves``, ``_close``, ``_last_trick``), each under the Python method's name and in
 * its order, so that it reads beside the reference. What runs once a search stays in Python
 * (engine/review/small_native.py subclasses the pure SmallSearch): ``solve``, MTD(f)
 * (``most_faces``), ``faces_within`` and the position set up in rank space (``_set_up``).
 *
 * A ``Core`` belongs to one SmallSearch and one deal's set-up (trump, sides, seats): it holds
 * the table and the history of that deal; a new set-up makes a new Core, as Python makes a
 * new table. Out of budget: the search sets OutOfBudget as Python's ``_ask`` raises it, at the
 * same node, and unwinds without storing anything on the way up (as an exception does).
 *
 * Plain C99 and the CPython C API; gcc, clang and MSVC.
 * The build (setup.py) writes SOURCE_SHA256 (small.py and card_order.py, mirrored) and
 * C_SOURCE_SHA256 (this file, then engine/native_cards.h, which it shares with the solver's
 * core) into a header; engine/review/small_build.py runs this core only when both match the
 * files there.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>
#include <string.h>

#ifdef HAVE_SMALL_CORE_SHA256
#include "small_core_sha256.h" /* written by setup.py */
#else
#define SOURCE_SHA256 "" /* built by hand: engine/review/small_build.py never runs it */
#define C_SOURCE_SHA256 ""
#endif

#include "../native_cards.h"

#define MAX_SEATS 5
#define MAX_CARDS 64
#define MAX_BLOCKS 8
#define MAX_WORDS 8 /* a position's marks, eight to a word: at most 64 */
#define MAX_TRICKS 32
#define KEY_WORDS (1 + MAX_SEATS)
#define TAISHO 0
#define STOP_EVERY 1024
#define GONE '-'

/* ---- the table ------------------------------------------------------------------------- */

/* One trick start's key (``_key``: the leader and each hand's shape) and its entries, in the
 * order Python's list keeps them. An entry is ``stride`` words: the marks it keeps (``words``
 * words, the position's marks masked), the mask of their places (``words`` words), then its
 * bounds and best lead's rank, then the depth it keeps of each block. */
typedef struct {
    uint64_t hash;
    uint64_t key[KEY_WORDS];
    uint64_t *entries;
    int count, capacity;
    int used; /* 0: the slot is empty */
} Bucket;

typedef struct {
    Bucket *buckets;
    size_t size; /* a power of two, or 0 before the first key */
    size_t keys;
    long long entries; /* how many entries its keys hold (``_thin_table`` counts them) */
} Table;

static void table_clear(Table *table) {
    for (size_t i = 0; i < table->size; i++)
        PyMem_Free(table->buckets[i].entries);
    PyMem_Free(table->buckets);
    table->buckets = NULL;
    table->size = table->keys = 0;
    table->entries = 0;
}

static uint64_t hash_key(const uint64_t *key, int words) {
    uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < words; i++) {
        h = (h ^ key[i]) * 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    h *= 0x94D049BB133111EBULL;
    return h ^ (h >> 29);
}

static Bucket *table_find(const Table *table, const uint64_t *key, int words, uint64_t hash) {
    if (table->size == 0)
        return NULL;
    size_t mask = table->size - 1;
    for (size_t at = hash & mask;; at = (at + 1) & mask) {
        Bucket *bucket = &table->buckets[at];
        if (!bucket->used)
            return NULL;
        if (bucket->hash == hash && !memcmp(bucket->key, key, (size_t)words * sizeof(uint64_t)))
            return bucket;
    }
}

/* The bucket of ``key``, made empty when it is not there; NULL with MemoryError set. */
static Bucket *table_get(Table *table, const uint64_t *key, int words, uint64_t hash) {
    Bucket *found = table_find(table, key, words, hash);
    if (found != NULL)
        return found;
    if (2 * (table->keys + 1) > table->size) { /* at most one key for two slots */
        size_t size = table->size ? table->size * 2 : 256;
        Bucket *buckets = PyMem_Calloc(size, sizeof(Bucket));
        if (buckets == NULL) {
            PyErr_NoMemory();
            return NULL;
        }
        for (size_t i = 0; i < table->size; i++) {
            Bucket *old = &table->buckets[i];
            if (!old->used)
                continue;
            size_t at = old->hash & (size - 1);
            while (buckets[at].used)
                at = (at + 1) & (size - 1);
            buckets[at] = *old;
        }
        PyMem_Free(table->buckets);
        table->buckets = buckets;
        table->size = size;
    }
    size_t at = hash & (table->size - 1);
    while (table->buckets[at].used)
        at = (at + 1) & (table->size - 1);
    Bucket *bucket = &table->buckets[at];
    bucket->used = 1;
    bucket->hash = hash;
    memset(bucket->key, 0, sizeof bucket->key);
    memcpy(bucket->key, key, (size_t)words * sizeof(uint64_t));
    table->keys++;
    return bucket;
}

/* ---- the core ---------------------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD
    /* the deal's set-up, fixed (``SmallSearch._set_up`` when the set-up changes) */
    int seats, size, blocks_count, suits_count, last_trick, tables_count, shape_span;
    int words, stride, key_words;
    long long table_entries;
    int side[MAX_SEATS], next_of[MAX_SEATS];
    Cards trump, faces_mask, free_bit;
    Cards led_of[MAX_CARDS], block_of[MAX_CARDS], blocks[MAX_BLOCKS];
    Cards suits_trump_first[4];
    uint64_t weight[MAX_CARDS];
    int kind[MAX_CARDS];
    unsigned char is_face[MAX_CARDS], slot[MAX_CARDS];
    PyObject *out_of_budget;
    /* kept from search to search of the deal */
    long long history[MAX_CARDS];
    Table *tables;
    long long entries;
    long long nodes, end, next_stop;
    /* the position searched, changed in place and restored */
    Cards hands[MAX_SEATS], gone, mattered;
    int taken, trick_no;
    unsigned char slots[MAX_CARDS + MAX_BLOCKS], code[MAX_CARDS];
    int slots_count;
    uint64_t shapes[MAX_SEATS];
    /* the sets of cards searched as one (``SmallSearch.sets``): a stack, one level a trick */
    Cards *sets;
    size_t sets_count, sets_capacity, sets_base;
    /* during one search only (borrowed) */
    PyObject *stop;
    int failed; /* a Python exception is set: unwind */
    int searching;
} Core;

/* ``_ask``: the budget ran out, or time to ask ``stop``. */
static void ask(Core *s) {
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
    s->next_stop = s->nodes + STOP_EVERY;
}

/* ``sets.add``: a set of cards searched as one at this trick start. */
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

/* ``card_order.plays_alike`` with ``sets``: one card of each set of ``cards`` that plays
 * alike into ``picks``, the highest set first; their count. */
static int plays_alike(Core *s, Cards cards, Cards out, int lowest, int *picks) {
    int n = 0, previous = -1;
    Cards current = 0;
    while (cards) {
        Cards low = lowest_bit(cards);
        int card = low_card(cards);
        cards ^= low;
        if (previous >= 0 && s->kind[previous] == s->kind[card]
                && !((((Cards)1 << card) - ((Cards)2 << previous)) & out)) {
            if (lowest)
                picks[n - 1] = card;
            current |= low;
        } else {
            if (current & (current - 1))
                add_set(s, current);
            picks[n++] = card;
            current = low;
        }
        previous = card;
    }
    if (current & (current - 1))
        add_set(s, current);
    return n;
}

/* ``card_order.kept_cards`` over this trick start's sets. */
static Cards kept_cards(const Core *s, Cards uni, Cards mattered) {
    mattered &= uni;
    Cards kept = 0;
    for (int b = 0; b < s->blocks_count; b++) {
        Cards cards = mattered & s->blocks[b];
        if (cards)
            kept |= uni & s->blocks[b] & (((Cards)2 << high_card(cards)) - 1);
    }
    int changed = s->sets_count > s->sets_base;
    while (changed) {
        changed = 0;
        for (size_t i = s->sets_base; i < s->sets_count; i++) {
            Cards cards = s->sets[i];
            if ((cards & kept) && (cards & ~kept)) {
                int lowest = high_card(cards);
                kept |= uni & s->block_of[lowest] & (((Cards)2 << lowest) - 1);
                changed = 1;
            }
        }
    }
    return kept;
}

/* ``card_order.pattern_cards``: each block's top ``depths`` of ``uni``. */
static Cards pattern_cards(const Core *s, const unsigned char *depths, Cards uni) {
    Cards cards = 0;
    for (int b = 0; b < s->blocks_count; b++) {
        if (depths[b]) {
            Cards mask = uni & s->blocks[b];
            cards |= mask & (((Cards)2 << nth_card(mask, depths[b] - 1)) - 1);
        }
    }
    return cards;
}

/* ``card_order.trick_stays``. */
static int trick_stays(const Core *s, int wplayer, int player, int later, Cards beat) {
    int ours = s->side[wplayer];
    for (int k = 0; k < later; k++) {
        player = s->next_of[player];
        if (s->side[player] != ours && (s->hands[player] & beat))
            return 0;
    }
    return 1;
}

/* ``card_order.quick_faces`` without the Goninkan joker (``joker_bit`` 0): the faces the
 * leader's side surely takes, and in ``read`` the cards whose order the count read. */
static int quick_faces(const Core *s, int leader, Cards uni, Cards *read_out) {
    int seats = s->seats, ours = s->side[leader];
    Cards hand = s->hands[leader], cashed = 0, read = 0;
    Cards plan_mask[4];
    int plan_rounds[4], plans = 0, total = 0, drawn = 0;
    int forced_faces[MAX_SEATS] = {0};
    for (int k = 0; k < s->suits_count; k++) {
        Cards mask = s->suits_trump_first[k];
        Cards held = hand & mask;
        if (!held)
            continue;
        Cards cards = uni & mask;
        if (!(lowest_bit(cards) & held))
            continue;
        Cards others = cards & ~held;
        Cards run = others ? held & (lowest_bit(others) - 1) : held;
        int rounds = popcount(run);
        if (mask & s->trump) {
            if (!(run & s->free_bit)) /* a free joker's lead draws no trump (B9) */
                drawn = rounds;
        } else {
            for (int p = 0; p < seats; p++)
                if (s->side[p] != ours && popcount(s->hands[p] & s->trump) > drawn)
                    rounds = int_min(rounds, popcount(s->hands[p] & mask));
            if (!rounds)
                continue;
        }
        plan_mask[plans] = mask;
        plan_rounds[plans++] = rounds;
        if (others)
            read |= run;
        cashed |= mask;
        total += int_min(rounds, popcount(run & s->faces_mask));
        int forced = !(run & s->free_bit);
        for (int p = 0; p < seats; p++) {
            if (p == leader)
                continue;
            Cards suit = s->hands[p] & mask;
            if (s->side[p] == ours)
                total += int_min(rounds, popcount(suit & s->faces_mask));
            else if (forced)
                forced_faces[p] += int_max(0, int_min(rounds, popcount(suit))
                                              - popcount(suit & ~s->faces_mask));
        }
    }
    if (plans) {
        int cashing = 0;
        for (int k = 0; k < plans; k++)
            cashing += plan_rounds[k];
        for (int p = 0; p < seats; p++) {
            if (s->side[p] != ours) {
                int spare = popcount(s->hands[p] & ~s->faces_mask);
                total += int_max(forced_faces[p], cashing - spare);
                continue;
            }
            if (p == leader)
                continue;
            int void_rounds = 0;
            for (int k = 0; k < plans; k++)
                void_rounds += int_max(0, plan_rounds[k] - popcount(s->hands[p] & plan_mask[k]));
            if (void_rounds)
                total += int_min(void_rounds, popcount(s->hands[p] & s->faces_mask & ~cashed));
        }
    }
    *read_out = read;
    return total;
}

/* ---- the search ------------------------------------------------------------------------ */

static int follow(Core *s, int i, int player, Cards tmask, Cards led, int wcard, int wplayer,
                  int alpha, int beta);

/* The position's marks: the slots without the gone cards, eight to a word. */
static void marks_of(const Core *s, uint64_t *words) {
    unsigned char bytes[MAX_WORDS * 8];
    memset(bytes, 0, sizeof bytes);
    int n = 0;
    for (int k = 0; k < s->slots_count; k++)
        if (s->slots[k] != GONE)
            bytes[n++] = s->slots[k];
    memcpy(words, bytes, (size_t)s->words * sizeof(uint64_t));
}

/* ``_bounds``: the face cards side 0 surely takes and at most takes from here. */
static void bounds(const Core *s, Cards uni, int left, int *low, int *high) {
    Cards trumps = uni & s->trump;
    *low = 0;
    *high = left;
    if (!trumps)
        return;
    Cards ours = 0;
    for (int p = 0; p < s->seats; p++)
        if (s->side[p] == TAISHO)
            ours |= s->hands[p];
    Cards theirs = (lowest_bit(trumps) & ours) ? trumps & ~ours : trumps & ours;
    Cards run = theirs ? trumps & (lowest_bit(theirs) - 1) : trumps;
    int sure = popcount(run & s->faces_mask);
    if (run & ours)
        *low = sure;
    else
        *high = left - sure;
}

/* ``_trump_run``: the trumps whose order ``_bounds`` read. */
static Cards trump_run(const Core *s, Cards uni) {
    Cards trumps = uni & s->trump;
    if (!trumps)
        return 0;
    Cards ours = 0;
    for (int p = 0; p < s->seats; p++)
        if (s->side[p] == TAISHO)
            ours |= s->hands[p];
    Cards theirs = (lowest_bit(trumps) & ours) ? trumps & ~ours : trumps & ours;
    Cards end = theirs ? lowest_bit(theirs) : (Cards)1 << high_card(trumps);
    return trumps & ((end << 1) - 1);
}

/* ``_key``: the leader and each hand's shape. */
static void key_of(const Core *s, int leader, uint64_t *key) {
    key[0] = (uint64_t)leader;
    for (int p = 0; p < s->seats; p++)
        key[1 + p] = s->shapes[p];
}

/* ``_thin_table``: drop the latest tricks' entries until at most half the table is left. */
static void thin_table(Core *s) {
    for (int trick = s->tables_count - 1; trick >= 0; trick--) {
        if (s->entries <= s->table_entries / 2)
            break;
        s->entries -= s->tables[trick].entries;
        table_clear(&s->tables[trick]);
    }
}

/* ``_store``: an entry for the trick start under ``key``. */
static void store(Core *s, const uint64_t *key, uint64_t hash, Cards kept, Cards uni, int low,
                  int high, int best_card) {
    unsigned char mask_bytes[MAX_WORDS * 8];
    unsigned char depths[MAX_BLOCKS];
    memset(mask_bytes, 0, sizeof mask_bytes);
    memset(depths, 0, sizeof depths);
    int at = 0;
    for (int b = 0; b < s->blocks_count; b++) {
        if (b)
            at++; /* the separator */
        int depth = popcount(kept & s->blocks[b]);
        depths[b] = (unsigned char)depth;
        memset(mask_bytes + at, 0xFF, (size_t)depth);
        at += popcount(uni & s->blocks[b]);
    }
    int words = s->words;
    uint64_t marks[MAX_WORDS], mask[MAX_WORDS], value[MAX_WORDS];
    marks_of(s, marks);
    memcpy(mask, mask_bytes, (size_t)words * sizeof(uint64_t));
    for (int w = 0; w < words; w++)
        value[w] = marks[w] & mask[w];
    int rank = popcount(uni & (((Cards)1 << best_card) - 1));
    Table *table = &s->tables[s->trick_no];
    Bucket *bucket = table_get(table, key, s->key_words, hash);
    if (bucket == NULL) {
        s->failed = 1;
        return;
    }
    for (int e = 0; e < bucket->count; e++) {
        uint64_t *old = bucket->entries + (size_t)e * (size_t)s->stride;
        if (!memcmp(old, value, (size_t)words * sizeof(uint64_t))
                && !memcmp(old + words, mask, (size_t)words * sizeof(uint64_t))) {
            int32_t numbers[4];
            memcpy(numbers, old + 2 * words, sizeof numbers);
            numbers[0] = int_max(low, numbers[0]);
            numbers[1] = int_min(high, numbers[1]);
            numbers[2] = rank;
            memcpy(old + 2 * words, numbers, sizeof numbers);
            return;
        }
    }
    if (s->entries >= s->table_entries) {
        thin_table(s);
        table = &s->tables[s->trick_no];
        bucket = table_get(table, key, s->key_words, hash);
        if (bucket == NULL) {
            s->failed = 1;
            return;
        }
    }
    if (bucket->count == bucket->capacity) {
        int capacity = bucket->capacity ? bucket->capacity * 2 : 2;
        uint64_t *entries = PyMem_Realloc(bucket->entries, (size_t)capacity
                                          * (size_t)s->stride * sizeof(uint64_t));
        if (entries == NULL) {
            PyErr_NoMemory();
            s->failed = 1;
            return;
        }
        bucket->entries = entries;
        bucket->capacity = capacity;
    }
    uint64_t *entry = bucket->entries + (size_t)bucket->count * (size_t)s->stride;
    memcpy(entry, value, (size_t)words * sizeof(uint64_t));
    memcpy(entry + words, mask, (size_t)words * sizeof(uint64_t));
    int32_t numbers[4] = {low, high, rank, 0};
    memcpy(entry + 2 * words, numbers, sizeof numbers);
    memcpy(entry + 2 * words + 2, depths, MAX_BLOCKS);
    bucket->count++;
    table->entries++;
    s->entries++;
}

/* ``_last_trick``: one card a hand, no choice. */
static int last_trick(Core *s, int leader) {
    Cards trump = s->trump;
    int wcard = high_card(s->hands[leader]);
    int winner = leader;
    Cards led = s->led_of[wcard];
    Cards tmask = s->hands[leader];
    int player = s->next_of[leader];
    while (player != leader) {
        Cards bit = s->hands[player];
        int card = high_card(bit);
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
    if (s->block_of[wcard] & tmask & ~((Cards)1 << wcard))
        s->mattered |= (Cards)1 << wcard;
    if (s->side[winner] == TAISHO)
        return s->taken + popcount(tmask & s->faces_mask);
    return s->taken;
}

/* ``_lead_moves``: the leader's cards, one of each set alike, best first. */
static int lead_moves(Core *s, int leader, int first, int *moves) {
    int n = plays_alike(s, s->hands[leader], ~s->gone, 0, moves);
    if (n > 1) {
        const long long *history = s->history;
        for (int i = 1; i < n; i++) { /* stable, the most cut-offs first */
            int card = moves[i], j = i;
            while (j > 0 && history[moves[j - 1]] < history[card]) {
                moves[j] = moves[j - 1];
                j--;
            }
            moves[j] = card;
        }
        if (moves[0] != first) {
            for (int i = 1; i < n; i++) {
                if (moves[i] == first) {
                    memmove(moves + 1, moves, (size_t)i * sizeof(int));
                    moves[0] = first;
                    break;
                }
            }
        }
    }
    return n;
}

/* ``_leads``: each lead of ``moves`` searched within (alpha, beta); the best and its card. */
static int leads(Core *s, int leader, const int *moves, int n, int alpha, int beta,
                 int *best_card) {
    Cards hand = s->hands[leader];
    int maximise = s->side[leader] == TAISHO;
    int best = maximise ? -1 : 99;
    *best_card = moves[0];
    int after = s->next_of[leader];
    uint64_t shape = s->shapes[leader];
    for (int k = 0; k < n; k++) {
        int card = moves[k];
        s->hands[leader] = hand ^ ((Cards)1 << card);
        s->slots[s->slot[card]] = GONE;
        s->shapes[leader] = shape - s->weight[card];
        int value = follow(s, 1, after, (Cards)1 << card, s->led_of[card], card, leader, alpha,
                           beta);
        s->hands[leader] = hand;
        s->slots[s->slot[card]] = s->code[card];
        s->shapes[leader] = shape;
        if (s->failed)
            return 0;
        if (maximise) {
            if (value > best) {
                best = value;
                *best_card = card;
                alpha = int_max(alpha, value);
            }
        } else if (value < best) {
            best = value;
            *best_card = card;
            beta = int_min(beta, value);
        }
        if (alpha >= beta) {
            s->history[card] += 1LL << int_max(0, 20 - s->trick_no);
            break;
        }
    }
    return best;
}

/* ``_lead``: a trick start, ``leader`` to lead. Bounds from the faces, then the table. */
static int lead(Core *s, int leader, int alpha, int beta) {
    s->nodes++;
    if (s->nodes > s->next_stop) {
        ask(s);
        if (s->failed)
            return 0;
    }
    if (s->trick_no == s->last_trick)
        return last_trick(s, leader);
    int taken = s->taken;
    Cards uni = 0;
    for (int p = 0; p < s->seats; p++)
        uni |= s->hands[p];
    int left = popcount(uni & s->faces_mask);
    int low, high;
    bounds(s, uni, left, &low, &high);
    if (taken + low >= beta || taken + high <= alpha) {
        s->mattered |= trump_run(s, uni);
        return taken + low >= beta ? taken + low : taken + high;
    }
    uint64_t key[KEY_WORDS];
    key_of(s, leader, key);
    uint64_t hash = hash_key(key, s->key_words);
    Bucket *bucket = table_find(&s->tables[s->trick_no], key, s->key_words, hash);
    int first = -1;
    if (bucket != NULL && bucket->count) {
        int words = s->words;
        uint64_t marks[MAX_WORDS];
        marks_of(s, marks);
        for (int e = 0; e < bucket->count; e++) {
            const uint64_t *entry = bucket->entries + (size_t)e * (size_t)s->stride;
            int w = 0;
            while (w < words && (marks[w] & entry[words + w]) == entry[w])
                w++;
            if (w < words)
                continue;
            int32_t numbers[3];
            memcpy(numbers, entry + 2 * words, sizeof numbers);
            int elow = numbers[0], ehigh = numbers[1];
            if (taken + elow >= beta || taken + ehigh <= alpha || elow == ehigh) {
                s->mattered |= pattern_cards(s, (const unsigned char *)(entry + 2 * words + 2),
                                             uni);
                return (taken + elow >= beta || elow == ehigh) ? taken + elow : taken + ehigh;
            }
            if (first < 0)
                first = nth_card(uni, numbers[2]);
        }
    }
    /* the leader's quick faces: a bound for the leader's side, asked last (the dearest) */
    Cards read;
    int quick = quick_faces(s, leader, uni, &read);
    if (quick) {
        if (s->side[leader] == TAISHO) {
            if (taken + quick >= beta) {
                s->mattered |= read;
                return taken + quick;
            }
            low = int_max(low, quick);
        } else {
            if (taken + left - quick <= alpha) {
                s->mattered |= read;
                return taken + left - quick;
            }
            high = int_min(high, left - quick);
        }
    }
    Cards outer = s->mattered;
    size_t outer_base = s->sets_base;
    s->mattered = 0;
    s->sets_base = s->sets_count;
    alpha = int_max(alpha, taken + low);
    beta = int_min(beta, taken + high);
    int moves[MAX_CARDS];
    int n = lead_moves(s, leader, first, moves);
    if (s->failed)
        return 0;
    int best_card;
    int best = leads(s, leader, moves, n, alpha, beta, &best_card);
    if (s->failed)
        return 0;
    Cards kept = kept_cards(s, uni, s->mattered);
    s->mattered = outer | kept;
    s->sets_count = s->sets_base;
    s->sets_base = outer_base;
    if (best <= alpha) {
        low = 0;
        high = best - taken;
    } else if (best >= beta) {
        low = best - taken;
        high = left;
    } else {
        low = high = best - taken;
    }
    if (low == 0 && high == left) /* no bound: the first card, for this very position */
        kept = uni;
    store(s, key, hash, kept, uni, low, high, best_card);
    return best;
}

/* ``_follow_moves``: a follower's legal cards, one of each set alike, likely best first. */
static int follow_moves(Core *s, Cards legal, int ahead, Cards beat, Cards out, int *moves) {
    int winners[MAX_CARDS], rest[MAX_CARDS], faces[MAX_CARDS], low[MAX_CARDS];
    int w = plays_alike(s, legal & beat, out, 1, winners);
    int r = plays_alike(s, legal & ~beat, out, 1, rest);
    int f = 0, l = 0, n = 0;
    for (int k = r - 1; k >= 0; k--) {
        if (s->is_face[rest[k]])
            faces[f++] = rest[k];
        else
            low[l++] = rest[k];
    }
    if (ahead) {
        for (int k = 0; k < f; k++)
            moves[n++] = faces[k];
        for (int k = 0; k < l; k++)
            moves[n++] = low[k];
        for (int k = w - 1; k >= 0; k--)
            moves[n++] = winners[k];
    } else {
        for (int k = w - 1; k >= 0; k--)
            moves[n++] = winners[k];
        for (int k = 0; k < l; k++)
            moves[n++] = low[k];
        for (int k = 0; k < f; k++)
            moves[n++] = faces[k];
    }
    return n;
}

/* ``_close``: the trick is complete, ``winner`` takes its faces with ``wcard``. */
static int close_trick(Core *s, int winner, int wcard, Cards tmask, int alpha, int beta) {
    if (s->block_of[wcard] & tmask & ~((Cards)1 << wcard))
        s->mattered |= (Cards)1 << wcard;
    int taken = s->taken;
    if (s->side[winner] == TAISHO)
        s->taken = taken + popcount(tmask & s->faces_mask);
    int value;
    if (s->trick_no == s->last_trick) {
        value = s->taken;
    } else {
        Cards gone = s->gone;
        s->gone = gone | tmask;
        s->trick_no++;
        value = lead(s, winner, alpha, beta);
        s->trick_no--;
        s->gone = gone;
    }
    s->taken = taken;
    return value;
}

/* ``_follow``: the ``i``-th card of the trick, by ``player``; ``wcard`` of ``wplayer`` leads. */
static int follow(Core *s, int i, int player, Cards tmask, Cards led, int wcard, int wplayer,
                  int alpha, int beta) {
    Cards hand = s->hands[player];
    Cards legal = (hand & led) ? hand & led : hand; /* B9 */
    Cards trump = s->trump;
    Cards below = ((Cards)1 << wcard) - 1;
    Cards beat = ((trump >> wcard) & 1) ? trump & below : trump | (led & below); /* B10 */
    int maximise = s->side[player] == TAISHO;
    int last = i == s->seats - 1;
    int moves[MAX_CARDS];
    int n;
    if (legal & (legal - 1)) {
        int ahead = s->side[wplayer] == s->side[player]
                    && (last || trick_stays(s, wplayer, player, s->seats - 1 - i, beat));
        n = follow_moves(s, legal, ahead, beat, ~(s->gone | tmask), moves);
        if (s->failed)
            return 0;
    } else {
        moves[0] = bit_length_1(legal);
        n = 1;
    }
    int best = maximise ? -1 : 99;
    int after = s->next_of[player];
    uint64_t shape = s->shapes[player];
    for (int k = 0; k < n; k++) {
        int card = moves[k];
        Cards bit = (Cards)1 << card;
        s->hands[player] = hand ^ bit;
        s->slots[s->slot[card]] = GONE;
        s->shapes[player] = shape - s->weight[card];
        int value;
        if (last) {
            if (beat & bit)
                value = close_trick(s, player, card, tmask | bit, alpha, beta);
            else
                value = close_trick(s, wplayer, wcard, tmask | bit, alpha, beta);
        } else if (beat & bit) {
            value = follow(s, i + 1, after, tmask | bit, led, card, player, alpha, beta);
        } else {
            value = follow(s, i + 1, after, tmask | bit, led, wcard, wplayer, alpha, beta);
        }
        s->hands[player] = hand;
        s->slots[s->slot[card]] = s->code[card];
        s->shapes[player] = shape;
        if (s->failed)
            return 0;
        if (maximise) {
            if (value > best) {
                best = value;
                alpha = int_max(alpha, value);
            }
        } else if (value < best) {
            best = value;
            beta = int_min(beta, value);
        }
        if (alpha >= beta)
            break;
    }
    return best;
}

/* ---- the Python type --------------------------------------------------------------------- */

static int Core_init(Core *self, PyObject *args, PyObject *kwargs) {
    static char *names[] = {"side", "next_of", "trump", "faces", "free_bit", "led_of", "kind",
                            "is_face", "slot", "suits_trump_first", "blocks", "block_of",
                            "weight", "shape_span", "last_trick", "blank", "table_entries",
                            "out_of_budget", NULL};
    PyObject *side, *next_of, *led_of, *kind, *is_face, *slot, *suits, *blocks, *block_of;
    PyObject *weight, *blank, *out_of_budget;
    unsigned long long trump, faces, free_bit;
    int shape_span, last_trick;
    long long table_entries;
    if (!PyArg_ParseTupleAndKeywords(
            args, kwargs, "OOKKKOOOOOOOOiiOLO", names, &side, &next_of, &trump, &faces,
            &free_bit, &led_of, &kind, &is_face, &slot, &suits, &blocks, &block_of, &weight,
            &shape_span, &last_trick, &blank, &table_entries, &out_of_budget))
        return -1;
    if (self->tables != NULL) {
        PyErr_SetString(PyExc_RuntimeError, "a Core is made once");
        return -1;
    }
    long long numbers[MAX_CARDS];
    Py_ssize_t n, size;
    if (read_ints(side, numbers, MAX_SEATS, &n, "side") < 0)
        return -1;
    if (n < 2) {
        PyErr_SetString(PyExc_ValueError, "side: two seats at least");
        return -1;
    }
    self->seats = (int)n;
    for (int p = 0; p < self->seats; p++)
        self->side[p] = (int)numbers[p];
    if (read_ints(next_of, numbers, self->seats, NULL, "next_of") < 0)
        return -1;
    for (int p = 0; p < self->seats; p++) {
        if (numbers[p] < 0 || numbers[p] >= self->seats) {
            PyErr_SetString(PyExc_ValueError, "next_of: a seat out of range");
            return -1;
        }
        self->next_of[p] = (int)numbers[p];
    }
    if (read_ints(led_of, numbers, MAX_CARDS, &size, "led_of") < 0)
        return -1;
    self->size = (int)size;
    for (Py_ssize_t c = 0; c < size; c++)
        self->led_of[c] = (Cards)numbers[c];
    if (read_ints(kind, numbers, size, NULL, "kind") < 0)
        return -1;
    for (Py_ssize_t c = 0; c < size; c++)
        self->kind[c] = (int)numbers[c];
    if (read_ints(is_face, numbers, size, NULL, "is_face") < 0)
        return -1;
    for (Py_ssize_t c = 0; c < size; c++)
        self->is_face[c] = (unsigned char)(numbers[c] != 0);
    int blank_length;
    unsigned char blank_bytes[MAX_CARDS + MAX_BLOCKS];
    if (read_bytes(blank, blank_bytes, MAX_CARDS + MAX_BLOCKS, &blank_length, "blank") < 0)
        return -1;
    if (read_ints(slot, numbers, size, NULL, "slot") < 0)
        return -1;
    for (Py_ssize_t c = 0; c < size; c++) {
        if (numbers[c] < 0 || numbers[c] >= blank_length) {
            PyErr_SetString(PyExc_ValueError, "slot: out of range");
            return -1;
        }
        self->slot[c] = (unsigned char)numbers[c];
    }
    if (read_ints(suits, numbers, 4, &n, "suits_trump_first") < 0)
        return -1;
    self->suits_count = (int)n;
    for (Py_ssize_t k = 0; k < n; k++)
        self->suits_trump_first[k] = (Cards)numbers[k];
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
    if (shape_span < 1 || shape_span > 64 || last_trick < 0 || last_trick + 2 > MAX_TRICKS
            || table_entries < 2 || blank_length > MAX_WORDS * 8) {
        PyErr_SetString(PyExc_ValueError, "shape_span, last_trick, table_entries or blank "
                                          "out of range");
        return -1;
    }
    self->trump = (Cards)trump;
    self->faces_mask = (Cards)faces;
    self->free_bit = (Cards)free_bit;
    self->shape_span = shape_span;
    self->last_trick = last_trick;
    self->table_entries = table_entries;
    self->words = (blank_length + 7) / 8;
    self->stride = 2 * self->words + 3; /* marks, mask, bounds and rank, depths */
    self->key_words = 1 + self->seats;
    self->tables_count = last_trick + 2;
    self->tables = PyMem_Calloc((size_t)self->tables_count, sizeof(Table));
    if (self->tables == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    Py_INCREF(out_of_budget);
    self->out_of_budget = out_of_budget;
    self->end = self->next_stop = 1LL << 62;
    return 0;
}

static void Core_dealloc(Core *self) {
    if (self->tables != NULL) {
        for (int t = 0; t < self->tables_count; t++)
            table_clear(&self->tables[t]);
        PyMem_Free(self->tables);
    }
    PyMem_Free(self->sets);
    Py_XDECREF(self->out_of_budget);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* ``set_position(hands, gone, taken, trick_no, slots, code, shapes)``: the Python search's
 * position as ``_set_up`` left it. */
static PyObject *Core_set_position(Core *self, PyObject *args) {
    PyObject *hands, *slots, *code, *shapes;
    unsigned long long gone;
    int taken, trick_no;
    if (!PyArg_ParseTuple(args, "OKiiOOO", &hands, &gone, &taken, &trick_no, &slots, &code,
                          &shapes))
        return NULL;
    if (self->tables == NULL || self->searching) {
        PyErr_SetString(PyExc_RuntimeError, "the Core is not made, or is searching");
        return NULL;
    }
    if (trick_no < 0 || trick_no > self->last_trick) {
        PyErr_SetString(PyExc_ValueError, "trick_no out of range");
        return NULL;
    }
    long long numbers[MAX_SEATS];
    if (read_ints(hands, numbers, self->seats, NULL, "hands") < 0)
        return NULL;
    for (int p = 0; p < self->seats; p++)
        self->hands[p] = (Cards)numbers[p];
    if (read_ints(shapes, numbers, self->seats, NULL, "shapes") < 0)
        return NULL;
    for (int p = 0; p < self->seats; p++)
        self->shapes[p] = (uint64_t)numbers[p];
    int got;
    if (read_bytes(slots, self->slots, MAX_CARDS + MAX_BLOCKS, &got, "slots") < 0)
        return NULL;
    if (got > self->words * 8) {
        PyErr_SetString(PyExc_ValueError, "slots: longer than the blank");
        return NULL;
    }
    self->slots_count = got;
    if (read_bytes(code, self->code, MAX_CARDS, &got, "code") < 0)
        return NULL;
    if (got != self->size) {
        PyErr_SetString(PyExc_ValueError, "code: one mark a card");
        return NULL;
    }
    self->gone = (Cards)gone;
    self->taken = taken;
    self->trick_no = trick_no;
    self->mattered = 0;
    self->sets_count = self->sets_base = 0;
    Py_RETURN_NONE;
}

/* One search from the position set, ``stop`` held for its time. */
static PyObject *run(Core *self, PyObject *stop, int root_lead, int i, int player, Cards tmask,
                     Cards led, int wcard, int wplayer, int alpha, int beta) {
    if (self->tables == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "the Core is not made");
        return NULL;
    }
    if (stop != Py_None && !PyCallable_Check(stop)) {
        PyErr_SetString(PyExc_TypeError, "stop must be None or a callable");
        return NULL;
    }
    if (self->searching) {
        PyErr_SetString(PyExc_RuntimeError, "this Core is searching already");
        return NULL;
    }
    self->searching = 1;
    self->stop = stop == Py_None ? NULL : stop;
    self->failed = 0;
    int value = root_lead ? lead(self, player, alpha, beta)
                          : follow(self, i, player, tmask, led, wcard, wplayer, alpha, beta);
    self->stop = NULL;
    self->searching = 0;
    if (self->failed)
        return NULL;
    return PyLong_FromLong(value);
}

static int check_seat(const Core *self, int seat) {
    if (seat < 0 || seat >= self->seats) {
        PyErr_SetString(PyExc_ValueError, "a seat out of range");
        return -1;
    }
    return 0;
}

/* ``lead(leader, alpha, beta, stop)``: ``SmallSearch._lead`` from the position set. */
static PyObject *Core_lead(Core *self, PyObject *args) {
    int leader, alpha, beta;
    PyObject *stop;
    if (!PyArg_ParseTuple(args, "iiiO", &leader, &alpha, &beta, &stop))
        return NULL;
    if (check_seat(self, leader) < 0)
        return NULL;
    return run(self, stop, 1, 0, leader, 0, 0, 0, 0, alpha, beta);
}

/* ``follow(i, player, tmask, led, wcard, wplayer, alpha, beta, stop)``: ``_follow``. */
static PyObject *Core_follow(Core *self, PyObject *args) {
    int i, player, wcard, wplayer, alpha, beta;
    unsigned long long tmask, led;
    PyObject *stop;
    if (!PyArg_ParseTuple(args, "iiKKiiiiO", &i, &player, &tmask, &led, &wcard, &wplayer,
                          &alpha, &beta, &stop))
        return NULL;
    if (check_seat(self, player) < 0 || check_seat(self, wplayer) < 0)
        return NULL;
    if (i < 1 || i >= self->seats || wcard < 0 || wcard >= self->size) {
        PyErr_SetString(PyExc_ValueError, "the trick's place or card out of range");
        return NULL;
    }
    return run(self, stop, 0, i, player, (Cards)tmask, (Cards)led, wcard, wplayer, alpha, beta);
}

/* ``age_history()``: ``SmallSearch._age_history``, each lead's count of cut-offs halved. */
static PyObject *Core_age_history(Core *self, PyObject *Py_UNUSED(ignored)) {
    if (self->searching) {
        PyErr_SetString(PyExc_RuntimeError, "the Core is searching");
        return NULL;
    }
    for (int c = 0; c < MAX_CARDS; c++)
        self->history[c] >>= 1;
    Py_RETURN_NONE;
}

static PyMethodDef Core_methods[] = {
    {"set_position", (PyCFunction)Core_set_position, METH_VARARGS,
     "The position to search, as the Python search's _set_up left it."},
    {"age_history", (PyCFunction)Core_age_history, METH_NOARGS,
     "SmallSearch._age_history: each lead's count of cut-offs halved."},
    {"lead", (PyCFunction)Core_lead, METH_VARARGS, "SmallSearch._lead from the position set."},
    {"follow", (PyCFunction)Core_follow, METH_VARARGS,
     "SmallSearch._follow from the position set."},
    {NULL, NULL, 0, NULL},
};

static PyMemberDef Core_members[] = {
    {"nodes", T_LONGLONG, offsetof(Core, nodes), 0, "Trick starts searched (SmallSearch.nodes)."},
    {"end", T_LONGLONG, offsetof(Core, end), 0, "SmallSearch._end."},
    {"next_stop", T_LONGLONG, offsetof(Core, next_stop), 0, "SmallSearch._next_stop."},
    {"entries", T_LONGLONG, offsetof(Core, entries), READONLY, "SmallSearch.entries."},
    {NULL, 0, 0, 0, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "engine.review.small_core.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One deal's small search (engine/review/small.py's search, in C).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
    .tp_members = Core_members,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "engine.review.small_core",
    "The review's small search in C (see engine/review/small_native.py).", -1, NULL,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit_small_core(void) {
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
