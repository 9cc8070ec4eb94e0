table 50162 "Session Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

codeunit 50162 "Setup Holder"
{
    SingleInstance = true;

    var
        Setup: Record "Session Setup";
}

codeunit 50163 "Plain Counter"
{
    var
        Counter: Integer;
}

codeunit 50164 "Setup Runner"
{
    var
        Holder: Codeunit "Setup Holder";
        PlainCounter: Codeunit "Plain Counter";
        Amount: Decimal;

    procedure Reset()
    var
        LocalCounter: Codeunit "Plain Counter";
        External: Codeunit "Sales-Post";
    begin
        Clear(Holder);
        Clear(LocalCounter);
        Clear(External);
        Clear(Amount);
        ClearAll();
    end;
}
