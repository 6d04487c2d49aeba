/*
 * serialomp: serial stand-ins for the four OpenMP entry points
 * libtesseract 5.3 calls (nm -D: GOMP_parallel, GOMP_parallel_sections,
 * GOMP_sections_next, GOMP_sections_end_nowait), preloaded into the
 * engine only (libserialomp.so beside the service's binary; see
 * internal/document/ocr's Tesseract.Preload and docs/ocr.md "Speed,
 * 2026-11-29, sixth session").
 *
 * The engine runs on one thread (OMP_THREAD_LIMIT=1). libgomp still
 * builds a team of one for every parallel region and ends it at a
 * barrier whose last thread always wakes the waiters with a futex
 * system call, whether anyone waits or not: the LSTM opens a region for
 * every time step, about 167,000 system calls a 300 dpi page, a seventh
 * of the engine's CPU. Here a region runs its body once on the calling
 * thread, as a team of one does, and sections run in order, as a team
 * of one runs them. omp_get_num_threads() and omp_get_thread_num() stay
 * libgomp's, which answer 1 and 0 outside a team, so a parallel loop's
 * body covers the whole range. The words are the same byte for byte
 * (TestSerialOMP).
 *
 *   gcc -O2 -shared -fPIC -o libserialomp.so serialomp.c
 */

typedef void (*omp_fn)(void *);

/* The sections of the innermost sections region on this thread. */
static __thread unsigned next_section, sections;

void GOMP_parallel(omp_fn fn, void *data, unsigned num_threads, unsigned flags) {
  (void)num_threads;
  (void)flags;
  fn(data);
}

void GOMP_parallel_sections(omp_fn fn, void *data, unsigned num_threads,
                            unsigned count, unsigned flags) {
  unsigned saved_next = next_section, saved_count = sections;
  (void)num_threads;
  (void)flags;
  next_section = 1;
  sections = count;
  fn(data);
  next_section = saved_next;
  sections = saved_count;
}

/* The next section to run (numbered from 1), 0 when all have run. */
unsigned GOMP_sections_next(void) {
  return next_section <= sections ? next_section++ : 0;
}

void GOMP_sections_end_nowait(void) {}
