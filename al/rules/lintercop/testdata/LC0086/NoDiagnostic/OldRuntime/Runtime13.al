codeunit 50188 "LC0086 Runtime 13"
{
    procedure GetStyle(): Text
    begin
        exit('Unfavorable');
    end;
}
