// Package decls knows declarations as the rules about unused, shadowing,
// clashing and renamed declarations see them through the file's name
// resolution: whether a declaration is used and where it is visible, the
// parameters of each routine and the interface methods an object must keep,
// the names in scope of an object, safe renames of variables and the
// removal of parameters at their declaration and every call. Functions
// named Report... report through the pass they are given for the rules
// that share them. It must not import a cop package or al/rules.
package decls
