codeunit 50328 "ABC Sales"
{
}

codeunit 50329 "abcSales"
{
}

tableextension 50328 "lowercase extensions are not checked" extends "LC0092 Any"
{
}

// "omer" would fail, but the whole name passes: the affix is only tried when it fails.
codeunit 50333 Customer
{
}

// Passes as a whole although its core after the affix does not.
codeunit 50334 "ABC sales"
{
}
