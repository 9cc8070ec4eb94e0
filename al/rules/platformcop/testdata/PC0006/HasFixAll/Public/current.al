codeunit 50252 [="PC0006 Fix All"=]
{
    procedure Run()
    begin
    end;
}

table 50253 [="PC0006 Fix All Table"=]
{
    DataClassification = CustomerContent;
    fields { field(1; "No."; Code[20]) { } }
}

enum 50254 [="PC0006 Fix All Enum"=] { value(0; None) { } }
