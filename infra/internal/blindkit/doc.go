// Package blindkit holds what the generators of the development sets
// written blind to the engine (infra/devblind3gen, devblind4gen,
// devblind5gen) share: the model of an account's activity (B, Txn,
// Stmt), the rows a business's month produces (Activity, regions, MCA
// positions), the answer built from the model and checked in cents before
// it is written (BuildTruth, CheckTruth), the HTML and flat-ODT writers
// their Chromium and LibreOffice families print through, the run that
// writes a set (Generate) and the regeneration test (TestSet).
//
// The helpers who wrote those sets copied this code from one generator
// to the next; it lives here once so that a fix to the answer checker
// reaches every set. It was moved, not changed: regenerating a set
// writes the same answers, and the same bytes for the files its own
// writers make (the raw and FPDF families), with one exception: since
// devblind3gen runs through Generate, its Chromium and LibreOffice files
// too get the fixed creation date (1 December 2026) devblind4gen gave
// its own, instead of the clock's.
package blindkit
