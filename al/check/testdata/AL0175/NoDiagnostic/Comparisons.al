enum 50451 "Cmp Status"
{
    value(0; Open) { }
}

table 50451 "Cmp Line"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Posting Date"; Date) { }
        field(3; Kind; Option) { OptionMembers = A,B; }
        field(4; Status; Enum "Cmp Status") { }
        field(5; Stamp; DateTime) { }
        field(6; Id; Guid) { }
    }

    procedure Check(Anything: Variant)
    var
        Count: Integer;
        Big: BigInteger;
        Amount: Decimal;
        Letter: Char;
        Name: Text;
        Unknown: Record "Not Loaded Table";
        Ok: Boolean;
    begin
        if "Posting Date" = 0D then;
        if Count = Big then;
        if Amount > Count then;
        if Letter = 'a' then;
        if Count = '1' then;
        if Name = "No." then;
        if Name = '' then;
        if Kind = Kind::A then;
        if Kind = 1 then;
        if Status = Status::Open then;
        if "Posting Date" = DT2Date(Stamp) then;
        if Stamp > CreateDateTime("Posting Date", 0T) then;
        if Unknown.Anything = 5 then;
        if Anything = 5 then;
        if IsNullGuid(Id) then;
        if Ok = true then;
        if Ok <> (Count > 0) then;
        with Rec do
            if "Posting Date" = 0 then;
    end;
}
