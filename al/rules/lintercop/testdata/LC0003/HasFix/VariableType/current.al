codeunit 50110 "LC0003 Variable"
{
    var
        Shipper: Codeunit [=50111=];
}

codeunit 50111 "LC0003 Shipper" { }
