codeunit 50220 "Shelf Planner"
{
    procedure Plan()
    begin
        Arrange();
    end;

    /// <summary>
    /// Tries to fold the shelves.
    /// </summary>
    [TryFunction]
    internal procedure [|Fold|]()
    begin
        Error('cannot fold');
    end;

    local procedure Arrange()
    begin
    end;
}
