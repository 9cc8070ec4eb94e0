codeunit 50305 [="LC0033 First"=]
{
}

codeunit 50306 "LC0033 Second"
{
}
