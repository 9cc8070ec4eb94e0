page 50313 "Param Unknown Source"
{
    SourceTable = "Table Of Another App";

    procedure Apply(Description: Text)
    begin
    end;
}
