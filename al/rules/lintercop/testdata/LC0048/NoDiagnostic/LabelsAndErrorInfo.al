codeunit 50149 "LC0048 Labels"
{
    var
        BlockedErr: Label 'The customer %1 is blocked.', Comment = '%1 = customer number';

    procedure Fail(Customer: Record Customer)
    var
        Info: ErrorInfo;
        NotFoundErr: Label 'Not found.';
    begin
        Error(BlockedErr, Customer."No.");
        Error(this.BlockedErr, Customer."No.");
        Error(NotFoundErr);
        Error(Info);
        Error(ErrorInfo.Create(NotFoundErr));
        Error('');
        Error(Unknown.Message());
    end;
}
