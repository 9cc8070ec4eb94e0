codeunit 70000000 "Setup ABC"
{
}

codeunit 70000001 "ABC Second"
{
}
