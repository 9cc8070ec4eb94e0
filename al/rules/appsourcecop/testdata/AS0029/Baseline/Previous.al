page 50100 "My Page"
{
}

codeunit 50100 C
{
}
