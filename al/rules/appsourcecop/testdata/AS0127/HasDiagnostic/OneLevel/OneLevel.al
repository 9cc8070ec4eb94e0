namespace ABC;

codeunit 70000000 [="ABC Setup"=]
{
}

enum 70000001 [="ABC Kind"=]
{
    value(0; None) { }
}
