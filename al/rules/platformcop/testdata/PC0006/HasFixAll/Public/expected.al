codeunit 50252 "PC0006 Fix All"
{
    Access = Public;
    procedure Run()
    begin
    end;
}

table 50253 "PC0006 Fix All Table"
{
    Access = Public;
    DataClassification = CustomerContent;
    fields { field(1; "No."; Code[20]) { } }
}

enum 50254 "PC0006 Fix All Enum" { Access = Public; value(0; None) { } }
