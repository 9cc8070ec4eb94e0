codeunit 50100 [="PTE Setup"=]
{
}
