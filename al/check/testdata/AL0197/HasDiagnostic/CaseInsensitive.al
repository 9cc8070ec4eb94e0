codeunit 50100 "Sales Helper"
{
}

codeunit 50101 [="SALES HELPER"=]
{
}
