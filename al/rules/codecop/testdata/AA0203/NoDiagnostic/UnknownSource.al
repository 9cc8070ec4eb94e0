page 50228 "Unknown Source Methods"
{
    SourceTable = "Table Of Another App";

    procedure Description(): Text
    begin
    end;
}
