// Package xliff knows the XLIFF 1.2 translation files of an AL app: the
// trans-unit ids the AL compiler gives the translatable texts of a
// declaration (a type and a hashed name per step, Table 4117274083 -
// Field 3004954119 - Property 2879900210), the generator notes that spell
// the same steps with names, and the reading of an .xlf file's trans-units
// (id, target, state) with encoding/xml, bounded in bytes and units so that
// a hostile file costs no more than its limit.
//
// It is used by workspace/rename, which rewrites ids and notes when a
// symbol is renamed, and through al/project by LinterCop's LC0091, which
// asks which texts a translation file leaves untranslated.
//
// It must not walk folders, know which files of a project are translation
// files (al/project decides), parse AL, or write files.
package xliff
