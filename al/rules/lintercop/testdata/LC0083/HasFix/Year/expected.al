table 50157 "LC0083 Fix Year"
{
    fields
    {
        field(1; "Posting Date"; Date) { }
    }

    procedure PostingYear(): Integer
    begin
        exit(Rec."Posting Date".Year());
    end;
}
