codeunit 70000000 [="ABC Setup"=]
{
}

codeunit 70000001 "ABC Second"
{
}
