codeunit 50100 C
{
}

codeunit 50101 D
{
}
