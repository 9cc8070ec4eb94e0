codeunit 50468 "Bare Comparisons"
{
    // A call without parentheses compares as its return type.
    procedure Run()
    begin
        if [=Posted = 0=] then
            exit;
        if [=Title <> 1=] then
            exit;
        if [=Ready = 1=] then
            exit;
    end;

    local procedure Posted(): Date
    begin
    end;

    local procedure Title(): Text
    begin
    end;

    local procedure Ready(): Boolean
    begin
    end;
}
