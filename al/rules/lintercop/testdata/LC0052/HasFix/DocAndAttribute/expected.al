codeunit 50220 "Shelf Planner"
{
    procedure Plan()
    begin
        Arrange();
    end;

    local procedure Arrange()
    begin
    end;
}
