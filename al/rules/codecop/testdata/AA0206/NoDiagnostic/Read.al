codeunit 50152 "Read Values"
{
    var
        ViaThis: Integer;
        Cust: Record "Read Table";

    procedure P(): Integer
    var
        Total: Integer;
        Arr: array[3] of Integer;
        Counter: Integer;
        i: Integer;
        Parsed: Integer;
        Never: Integer;
    begin
        Total := 1;
        Total += 1;
        Arr[1] := 2;
        Counter := 0;
        for i := 1 to 3 do
            Counter += 1;
        Cust."No." := 'A';
        this.ViaThis := 1;
        Parsed := 0;
        Pass(Parsed);
        exit(Total);
    end;

    procedure WithBody()
    var
        Name: Text;
    begin
        with Cust do
            Name := 'x';
    end;

    procedure OtherBuild()
    var
        Value: Integer;
    begin
        Value := 1;
#if CLEAN99
        Message('%1', Value);
#endif
    end;

    local procedure Pass(P: Integer)
    begin
        Message('%1', P);
    end;
}

table 50153 "Read Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
