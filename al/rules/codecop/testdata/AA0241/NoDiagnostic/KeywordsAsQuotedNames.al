table 50398 "Quoted Keywords"
{
    fields
    {
        field(1; "BEGIN"; Integer) { }
        field(2; "End"; Integer) { }
    }

    procedure Show(): Text
    begin
        // WHILE, REPEAT and UNTIL in comments
        exit('IF THEN ELSE');
    end;
}
