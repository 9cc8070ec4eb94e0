// The object in the inactive branch does not exist for the compiler.
#if CLEAN99
codeunit 50120 "New Helper"
{
}
#else
codeunit 50120 "Old Helper"
{
}
#endif
