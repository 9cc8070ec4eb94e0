table 50352 "Names In Routines"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }

    procedure Post(Amount: Decimal)
    var
        "No.": Code[20];
    begin
        // locals and parameters are AA0202's and AA0245's
    end;
}
