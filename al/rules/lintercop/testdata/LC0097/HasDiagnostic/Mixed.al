codeunit 50313 "LC0097 Mixed"
{
    procedure Compute(UseFallback: Boolean) Result: Integer
    begin
        Result := 10;
        if UseFallback then
            [=exit(20)=];
        [=exit=];
    end;

    procedure "Quoted Name"() "Total Amount": Decimal
    begin
        if true then
            [=exit(1)=];
        "total amount" += 5;
    end;

    trigger OnRun()
    begin
    end;
}

table 50314 "LC0097 Table"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            trigger OnValidate()
            begin
            end;
        }
    }

    procedure Check() Ok: Boolean
    begin
        repeat
            Ok := true;
            if Ok then
                [=exit=];
        until true;
    end;
}
