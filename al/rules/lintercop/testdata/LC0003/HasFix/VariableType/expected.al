codeunit 50110 "LC0003 Variable"
{
    var
        Shipper: Codeunit "LC0003 Shipper";
}

codeunit 50111 "LC0003 Shipper" { }
