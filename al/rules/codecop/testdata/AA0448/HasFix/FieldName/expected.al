codeunit 50450 "AA0448 Fix Field"
{
    procedure Run(Cust: Record Customer)
    var
        MissingErr: Label '%1 is missing.', Comment = '%1 = field';
    begin
        Error(MissingErr, Cust.FieldCaption(Name));
    end;
}
